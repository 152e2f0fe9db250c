import { useMutation, useQuery } from '@apollo/client/react';
import {
  shopVoucherSettingSchema,
  shopVoucherSettingUpdateSchema,
  type CustomerRuleInput,
  automaticVoucherTriggerLabels,
  discountLevelLabels,
  labelledOptions,
} from '@back-office/domain';
import { Stack, Typography } from '@mui/material';
import { useEffect, type ComponentType } from 'react';
import { useFormContext, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { UploadInput } from '../../components/UploadInput';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, SelectInput, SwitchInput, TextInput, toDateTimeLocal } from '../../components/form/fields';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { PromoRuleInputs, toInput } from '../shop-promotions/promo-rule-inputs';
import { ShopPromoChoicesDocument } from '../shop-promotions/shop-promotions.generated';
import { voucherSections, type PromotionSection } from './links';
import { CreateShopVoucherSettingDocument, ShopVoucherSettingDocument, UpdateShopVoucherSettingDocument, type ShopVoucherSettingFieldsFragment } from './shop-vouchers.generated';

/*
 * The voucher settings' add and edit pages: the promo rules every promo shares (PromoRuleInputs),
 * the voucher's own fields, and on adding how its codes are made: typed in or generated in bulk for a
 * manual voucher, a trigger for an automatic one. Codes and type do not change after adding.
 */

type VoucherType = 'MANUAL' | 'AUTOMATIC';

/** How a new voucher's codes are made. */
function CodeInputs({ type }: { type: VoucherType }) {
  const bulk = useWatch({ name: 'bulk' }) as boolean;
  const { setValue } = useFormContext();
  // Generated codes replace typed ones: rows typed before switching would otherwise be checked unseen.
  useEffect(() => {
    if (bulk) setValue('codes', []);
  }, [bulk, setValue]);
  if (type === 'AUTOMATIC') return <SelectInput name="trigger" label="Trigger" required options={labelledOptions(automaticVoucherTriggerLabels)} />;
  return (
    <>
      <Typography variant="subtitle2">Codes</Typography>
      <SwitchInput name="bulk" label="Bulk" />
      {bulk ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="codePrefix" label="Code Prefix" required helperText="Capital letters and numbers; each code is the prefix and 8 random characters." />
          <NumberInput name="numberOfVoucher" label="Number of Voucher" required />
        </Stack>
      ) : (
        <FieldArrayTable
          name="codes"
          rowLabel="Code"
          emptyText="No codes yet: add one, or switch on Bulk to generate them."
          newRow={() => ({ name: '', totalQuantity: null })}
          columns={[
            { header: 'Code', required: true, width: 260, cell: (row) => <TextInput name={row.path('name')} label={row.label} hideLabel /> },
            { header: 'Total Quantity', cell: (row) => <NumberInput name={row.path('totalQuantity')} label={`${row.label} total quantity`} hideLabel /> },
          ]}
        />
      )}
    </>
  );
}

function VoucherForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  type: VoucherType;
  adding: boolean;
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
}) {
  const { data } = useQuery(ShopPromoChoicesDocument);
  const menus = (data?.shopMenusAll ?? []).map((item) => ({ value: item.id, label: item.name }));
  const memberships = (data?.shopMembershipsAll ?? []).map((level) => ({ value: level.id, label: level.levelName }));
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Voucher saved." cancelTo={props.cancelTo}>
      <TextInput name="title" label="Title" emptyAsNull helperText="The title the ordering app shows." />
      <PromoRuleInputs
        goods={{ label: 'Menus', options: menus }}
        memberships={memberships}
        picture={<UploadInput name="imageUrl" label="Image" accept="IMAGE" helperText="A PNG, JPEG, WebP or GIF picture." />}
        flag={
          <>
            <SwitchInput name="visible" label="Visible" />
            <SwitchInput name="assignedToUser" label="Assigned to User" />
            <SwitchInput name="qrPromo" label="QR Promo" />
          </>
        }
        level={<SelectInput name="discountLevel" label="Discount Level" required options={labelledOptions(discountLevelLabels)} />}
        more={
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SwitchInput name="appliedToVariant" label="Applied to Variant" />
              <SwitchInput name="appliedToTopping" label="Applied to Topping" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberInput name="durationInDays" label="Duration in Days" helperText="Days it stays usable after it is claimed." />
              <NumberInput name="quantityPerCustomer" label="Quantity per Customer" />
            </Stack>
          </>
        }
      />
      {props.adding && <CodeInputs type={props.type} />}
    </ResourceForm>
  );
}

const noCustomerRule = () => ({ type: 'ALL_CUSTOMERS' as const, registration: null, membershipIds: [] as number[], numberOfOrders: null, totalOrderAmount: null, lastOrder: null });

/** A stored customer rule as the form holds it: registration instants as the date-time inputs show them. */
function customerRuleValues(rule: ShopVoucherSettingFieldsFragment['customerRule']) {
  if (!rule) return noCustomerRule();
  const { registration, lastOrder } = rule;
  return {
    type: rule.type,
    registration: registration ? { startDate: registration.startDate ? toDateTimeLocal(registration.startDate) : null, endDate: registration.endDate ? toDateTimeLocal(registration.endDate) : null } : null,
    membershipIds: rule.membershipIds,
    numberOfOrders: rule.numberOfOrders,
    totalOrderAmount: rule.totalOrderAmount,
    lastOrder: lastOrder ? { numberOfUnit: lastOrder.numberOfUnit, unit: lastOrder.unit } : null,
  };
}

const made = new Map<string, { AddPage: ComponentType; EditPage: ComponentType }>();

/** The add and edit pages of manual or automatic vouchers in one promotion section. */
export function voucherFormPages(type: VoucherType, section: PromotionSection) {
  const key = `${type}:${section}`;
  if (made.has(key)) return made.get(key)!;
  const resources = voucherSections[section];
  const resource = type === 'MANUAL' ? resources.vouchers : resources.automaticVouchers;

  function AddPage() {
    const [create] = useMutation(CreateShopVoucherSettingDocument, { refetchQueries: ['ShopVoucherSettingsPage'] });
    return (
      <VoucherForm
        type={type}
        adding
        schema={shopVoucherSettingSchema}
        defaultValues={{
          type,
          title: null,
          name: '',
          description: null,
          imageUrl: null,
          startDate: '',
          endDate: '',
          active: true,
          visible: true,
          assignedToUser: false,
          qrPromo: false,
          appliedToVariant: false,
          appliedToTopping: false,
          durationInDays: null,
          quantityPerCustomer: null,
          discountLevel: 'ORDER',
          discountAmount: 0,
          unit: 'PERCENTAGE',
          itemRule: null,
          itemGroups: [],
          minimumItem: null,
          minimumAmount: null,
          allowedOrderTypes: [],
          schedules: [],
          customerRule: noCustomerRule(),
          usageLimitPerCustomer: null,
          maximumDiscountAmount: null,
          totalQuantity: null,
          trigger: type === 'AUTOMATIC' ? 'NEW_CUSTOMER' : null,
          bulk: false,
          codePrefix: null,
          numberOfVoucher: null,
          codes: type === 'MANUAL' ? [{ name: '', totalQuantity: null }] : [],
        }}
        cancelTo={resource.listUrl}
        onSubmit={async (values) => {
          const { codePrefix, numberOfVoucher, codes, ...rest } = toInput(values as Parameters<typeof toInput>[0] & typeof values);
          const codesPart = values.bulk ? { codePrefix, numberOfVoucher } : { codes };
          const result = await create({ variables: { input: { ...rest, ...(type === 'MANUAL' ? codesPart : {}) } as never } });
          const id = result.data?.createShopVoucherSetting?.id;
          return { error: result.error, next: id ? resource.url(id) : resource.listUrl };
        }}
      />
    );
  }

  function EditPage() {
    const { id, record, gate } = useRecordFromRoute(ShopVoucherSettingDocument, resource.param, (data) => data.shopVoucherSetting, 'network-only');
    const [update] = useMutation(UpdateShopVoucherSettingDocument, { refetchQueries: ['ShopVoucherSettingsPage'] });
    if (!record) return gate;
    return (
      <VoucherForm
        type={type}
        adding={false}
        schema={shopVoucherSettingUpdateSchema}
        defaultValues={{
          title: record.title,
          name: record.name,
          description: record.description,
          imageUrl: record.imageUrl,
          startDate: toDateTimeLocal(record.startDate),
          endDate: toDateTimeLocal(record.endDate),
          active: record.active,
          visible: record.visible,
          assignedToUser: record.assignedToUser,
          qrPromo: record.qrPromo,
          appliedToVariant: record.appliedToVariant,
          appliedToTopping: record.appliedToTopping,
          durationInDays: record.durationInDays,
          quantityPerCustomer: record.quantityPerCustomer,
          discountLevel: record.discountLevel,
          discountAmount: record.discountAmount,
          unit: record.unit,
          itemRule: record.itemRule,
          itemGroups: record.itemGroups.map(({ menuIds, discountAmount, unit }) => ({ menuIds, discountAmount, unit })),
          minimumItem: record.minimumItem,
          minimumAmount: record.minimumAmount,
          allowedOrderTypes: record.allowedOrderTypes,
          schedules: record.schedules.map(({ day, startHour, endHour }) => ({ day, startHour, endHour })),
          customerRule: customerRuleValues(record.customerRule),
          usageLimitPerCustomer: record.usageLimitPerCustomer,
          maximumDiscountAmount: record.maximumDiscountAmount,
          totalQuantity: record.totalQuantity,
        }}
        cancelTo={resource.url(id)}
        onSubmit={async (values) => {
          const input = toInput(values as Parameters<typeof toInput>[0] & typeof values & { customerRule?: CustomerRuleInput | null });
          const result = await update({ variables: { id, input: input as never, expectedUpdatedTime: record.updatedTime } });
          return { error: result.error, next: resource.url(id) };
        }}
      />
    );
  }

  made.set(key, { AddPage, EditPage });
  return { AddPage, EditPage };
}
