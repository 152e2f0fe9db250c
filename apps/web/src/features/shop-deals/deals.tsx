import { useMutation } from '@apollo/client/react';
import { shopDealSchema, shopDealThirdPartyPromoSchema, shopDealUpdateSchema } from '@back-office/domain';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { formatValue, DetailView } from '../../components/DetailView';
import { DateTimeInput } from '../../components/form/DateTimeInput';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SwitchInput, TextInput, toDateTimeLocal } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateShopDealDocument,
  CreateShopDealThirdPartyPromoDocument,
  DeleteShopDealThirdPartyPromoDocument,
  LowerShopDealThirdPartyPromoDocument,
  RaiseShopDealThirdPartyPromoDocument,
  ShopDealDocument,
  ShopDealsPageDocument,
  UpdateShopDealDocument,
  type ShopDealFieldsFragment,
} from './shop-deals.generated';
import { DownloadQrButton, dealLinkOf } from './deal-qr';
import { dealQrEditUrl, dealReportUrl, shopDeals } from './links';

type Row = ShopDealFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'partner', headerName: 'Partner', width: 150, valueGetter: (_value, row) => row.partner.name },
  { field: 'pathName', headerName: 'Path Name', width: 160 },
  { field: 'startAt', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endAt', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  numberColumn<Row>({ field: 'impression', headerName: 'Impression' }),
  numberColumn<Row>({ field: 'scanned', headerName: 'Scanned' }),
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'partner', label: 'Partner', kind: 'text' },
  { field: 'pathName', label: 'Path Name', kind: 'text' },
  { field: 'startAt', label: 'Start', kind: 'date' },
  { field: 'endAt', label: 'End', kind: 'date' },
  { field: 'impression', label: 'Impression', kind: 'int' },
  { field: 'scanned', label: 'Scanned', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function ListPage() {
  return (
    <ResourceList
      query={ShopDealsPageDocument}
      selectPage={(data) => data.shopDeals}
      columns={columns}
      filterFields={filterFields}
      searchFields={['name', 'pathName', 'description']}
      defaultSort={{ field: 'startAt', direction: 'DESC' }}
      exportFileName="shop-deal"
      rowLink={(row) => shopDeals.url(row.id)}
      actions={<AddRecordButton to={shopDeals.addUrl} label="Add Shop Deal" authority="CREATE_SHOP_DEAL" />}
    />
  );
}

function DealForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  current?: { id: number; name: string };
  withPathName?: boolean;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Deal saved." cancelTo={props.cancelTo}>
      <TextInput name="name" label="Name" required />
      <ReferenceSelect name="partnerId" label="Partner" required list="shopPartnersAll" authority="VIEW_SHOP_PARTNER" plural="partners" current={props.current} />
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <DateTimeInput name="startAt" label="Start" required />
      <DateTimeInput name="endAt" label="End" required />
      {props.withPathName && <TextInput name="pathName" label="Path Name" required helperText="The end of the deal's link: lower-case letters, digits and hyphens." />}
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateShopDealDocument, { refetchQueries: ['ShopDealsPage'] });
  return (
    <DealForm
      schema={shopDealSchema}
      withPathName
      defaultValues={{ name: '', partnerId: undefined, description: null, startAt: '', endAt: '', pathName: '', active: true }}
      cancelTo={shopDeals.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input: { ...input, startAt: input.startAt.toISOString(), endAt: input.endAt.toISOString() } } });
        const id = result.data?.createShopDeal?.id;
        return { error: result.error, next: id ? shopDeals.url(id) : shopDeals.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopDealDocument, shopDeals.param, (data) => data.shopDeal, 'network-only');
  const [update] = useMutation(UpdateShopDealDocument, { refetchQueries: ['ShopDealsPage'] });
  if (!record) return gate;
  return (
    <DealForm
      schema={shopDealUpdateSchema}
      current={record.partner}
      defaultValues={{
        name: record.name,
        partnerId: record.partnerId,
        description: record.description,
        startAt: toDateTimeLocal(record.startAt),
        endAt: toDateTimeLocal(record.endAt),
        active: record.active,
      }}
      cancelTo={shopDeals.url(id)}
      onSubmit={async (input) => {
        const period = { startAt: input.startAt?.toISOString(), endAt: input.endAt?.toISOString() };
        const result = await update({ variables: { id, input: { ...input, ...period }, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: shopDeals.url(id) };
      }}
    />
  );
}

const linkSchema = shopDealThirdPartyPromoSchema.pick({ thirdPartyPromoId: true });

/** The third-party promos on a deal's page, in their order there: added, moved one place and removed. */
function DealThirdPartyPromos({ deal }: { deal: Row }) {
  const { user } = useCurrentUser();
  const canChange = hasAuthority(user, 'UPDATE_SHOP_DEAL');
  const canLink = hasAuthority(user, 'CREATE_SHOP_DEAL');
  const canRemove = hasAuthority(user, 'DELETE_SHOP_DEAL');
  const refetchQueries = ['ShopDeal'];
  const [link] = useMutation(CreateShopDealThirdPartyPromoDocument, { refetchQueries });
  const [raise] = useMutation(RaiseShopDealThirdPartyPromoDocument, { refetchQueries });
  const [lower] = useMutation(LowerShopDealThirdPartyPromoDocument, { refetchQueries });
  const [remove] = useMutation(DeleteShopDealThirdPartyPromoDocument, { refetchQueries });
  const [ask, dialog] = useConfirm();
  const links = deal.dealThirdPartyPromos;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Third-party Promos
      </Typography>
      {links.length === 0 ? (
        <Typography>No third-party promo is on this deal yet.</Typography>
      ) : (
        <Table size="small" aria-label="Third-party promos on the deal">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>URL</TableCell>
              {canChange && <TableCell>Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((row, index) => (
              <TableRow key={row.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{row.thirdPartyPromo.name}</TableCell>
                <TableCell>{row.thirdPartyPromo.url}</TableCell>
                {canChange && (
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" disabled={index === 0} onClick={() => raise({ variables: { id: row.id } })} aria-label={`Move ${row.thirdPartyPromo.name} up`}>
                        Up
                      </Button>
                      <Button size="small" disabled={index === links.length - 1} onClick={() => lower({ variables: { id: row.id } })} aria-label={`Move ${row.thirdPartyPromo.name} down`}>
                        Down
                      </Button>
                      {canRemove && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Remove ${row.thirdPartyPromo.name}`}
                          onClick={async () => {
                            const sure = await ask({ title: 'Remove third-party promo?', text: `${row.thirdPartyPromo.name} will no longer show on ${deal.name}.`, confirmLabel: 'Remove' });
                            if (sure) await remove({ variables: { id: row.id } });
                          }}
                        >
                          Remove
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canLink && (
        <Box sx={{ mt: 2 }}>
          <ResourceForm
            schema={linkSchema}
            defaultValues={{ thirdPartyPromoId: undefined }}
            successMessage="Third-party promo added."
            onSubmit={async (input) => {
              const result = await link({ variables: { input: { dealId: deal.id, thirdPartyPromoId: input.thirdPartyPromoId } } });
              return { error: result.error, next: shopDeals.url(deal.id) };
            }}
          >
            <ReferenceSelect name="thirdPartyPromoId" label="Add Third-party Promo" required list="shopThirdPartyPromosAll" authority="VIEW_SHOP_THIRD_PARTY_PROMO" plural="third-party promos" />
          </ResourceForm>
        </Box>
      )}
      {dialog}
    </Paper>
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopDealDocument, shopDeals.param, (data) => data.shopDeal, 'network-only');
  if (!record) return gate;
  return (
    <>
      <DetailView
        actions={
          <>
            <DetailActions back={shopDeals.listUrl} edit={shopDeals.editUrl(id)} authority="UPDATE_SHOP_DEAL" />
            <Button component={Link} to={dealQrEditUrl(id)}>
              Link and QR
            </Button>
            <Button component={Link} to={dealReportUrl(id)}>
              Report
            </Button>
            <DownloadQrButton pathName={record.pathName} />
          </>
        }
        items={[
          { label: 'Name', value: record.name },
          { label: 'Partner', value: record.partner.name },
          { label: 'Description', value: record.description },
          { label: 'Start', value: record.startAt, format: 'datetime' },
          { label: 'End', value: record.endAt, format: 'datetime' },
          { label: 'Path Name', value: record.pathName },
          { label: 'Link', value: dealLinkOf(record.pathName) },
          { label: 'Impression', value: record.impression, format: 'number' },
          { label: 'Scanned', value: record.scanned, format: 'number' },
          { label: 'Active', value: record.active, format: 'boolean' },
        ]}
      />
      <DealThirdPartyPromos deal={record} />
    </>
  );
}

export const dealPages = { ListPage, AddPage, EditPage, DetailPage };
