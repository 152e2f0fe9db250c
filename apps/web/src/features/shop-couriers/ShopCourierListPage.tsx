import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation } from '@apollo/client/react';
import { DAYS, dayLabels } from '@back-office/domain';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { ResourceList, activeColumn, type FilterField, type ListSort } from '../../components/list';
import { errorMessage } from '../../base/errors';
import { useNotify } from '../../components/Snackbar';
import { ActivateShopCourierDocument, DeactivateShopCourierDocument, ShopCouriersPageDocument, type ShopCouriersPageQuery } from './shop-couriers.generated';
import { internalCouriers } from './links';

type Row = NonNullable<ShopCouriersPageQuery['shopCouriers']>['results'][number];

/** The days a courier works, in week order: "Monday, Tuesday". */
const daysOf = (row: Row) =>
  DAYS.filter((day) => row.courierOperationals.some((hours) => hours.day === day))
    .map((day) => dayLabels[day])
    .join(', ') || 'No hours yet';

const DEFAULT_SORT: ListSort = { field: 'courier', direction: 'ASC' };

const FILTER_FIELDS: FilterField[] = [
  { field: 'courier', label: 'Courier', kind: 'text' },
  { field: 'active', label: 'Active', kind: 'boolean' },
  { field: 'createdTime', label: 'Added', kind: 'date' },
];

/** Activate or deactivate, after a question: a deactivated courier is no longer offered to baristas. */
function ActiveToggle({ row }: { row: Row }) {
  const [ask, confirmDialog] = useConfirm();
  const notify = useNotify();
  const [activate, activating] = useMutation(ActivateShopCourierDocument, { refetchQueries: ['ShopCouriersPage'] });
  const [deactivate, deactivating] = useMutation(DeactivateShopCourierDocument, { refetchQueries: ['ShopCouriersPage'] });
  const name = row.courier.name;
  const toggle = async () => {
    const turningOff = row.active;
    const confirmed = await ask({
      title: turningOff ? 'Deactivate courier?' : 'Activate courier?',
      text: turningOff ? `${name} will no longer be offered for deliveries. Their past deliveries stay theirs.` : `${name} will be offered for deliveries again.`,
      confirmLabel: turningOff ? 'Deactivate' : 'Activate',
    });
    if (!confirmed) return;
    const result = turningOff ? await deactivate({ variables: { id: row.id } }) : await activate({ variables: { id: row.id } });
    notify(result.error ? errorMessage(result.error) : turningOff ? `${name} deactivated.` : `${name} activated.`, result.error ? 'error' : 'success');
  };
  return (
    <>
      <Button size="small" variant="outlined" color={row.active ? 'error' : 'primary'} disabled={activating.loading || deactivating.loading} onClick={toggle} aria-label={`${row.active ? 'Deactivate' : 'Activate'} ${name}`}>
        {row.active ? 'Deactivate' : 'Activate'}
      </Button>
      {confirmDialog}
    </>
  );
}

export default function ShopCourierListPage() {
  const { user } = useCurrentUser();
  const canChange = hasAuthority(user, 'UPDATE_SHOP_COURIER');
  const columns: GridColDef<Row>[] = [
    { field: 'courier', headerName: 'Courier', flex: 1.2, minWidth: 160, valueGetter: (_value, row) => row.courier.name },
    { field: 'phoneNo', headerName: 'Phone', flex: 1, minWidth: 130, sortable: false, valueGetter: (_value, row) => row.courier.phoneNo },
    { field: 'days', headerName: 'Works on', flex: 2, minWidth: 200, sortable: false, valueGetter: (_value, row) => daysOf(row) },
    activeColumn<Row>(),
    ...(canChange
      ? [{ field: 'actions', headerName: 'Actions', width: 140, sortable: false, renderCell: ({ row }) => <ActiveToggle row={row} /> } satisfies GridColDef<Row>]
      : []),
  ];
  return (
    <ResourceList
      query={ShopCouriersPageDocument}
      selectPage={(data) => data.shopCouriers}
      columns={columns}
      filterFields={FILTER_FIELDS}
      defaultSort={DEFAULT_SORT}
      defaultSize={20}
      exportFileName="internal-couriers"
      rowLink={canChange ? (row) => internalCouriers.editUrl(row.id) : undefined}
      emptyText="No couriers yet."
      actions={
        hasAuthority(user, 'CREATE_SHOP_COURIER') && (
          <Button component={Link} to={internalCouriers.addUrl} variant="contained" startIcon={<AddIcon />}>
            Add Internal Courier
          </Button>
        )
      }
    />
  );
}
