import {
  formatRupiah,
  type CustomerRuleInput,
  customerRuleTypeLabels,
  dayLabels,
  discountUnitLabels,
  itemRuleLabels,
  lastOrderUnitLabels,
  shopOrderTypeLabels,
  labelledOptions,
  labelIn,
} from '@back-office/domain';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DateTimeInput } from '../../components/form/DateTimeInput';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { MoneyInput, NumberInput, SelectInput, SwitchInput, TextInput } from '../../components/form/fields';

/* What every kind of promo (shop promos, POS promos, voucher settings) shares: its rules' inputs and how they read. */


/** A discount in words: a percent or rupiah. */
export const promoAmount = (value: number, unit: string) => (unit === 'PERCENTAGE' ? `${value}%` : formatRupiah(value));

/** A promo's discount as its list shows it: its amount, or, for an item promo, that its item groups set it. */
export const promoDiscountText = (row: { itemRule?: string | null; discountAmount: number; unit: string }) =>
  row.itemRule ? `${labelIn(itemRuleLabels, row.itemRule)}, by item groups` : promoAmount(row.discountAmount, row.unit);

/** The lists' default order and page size, which their downloads read the address with. */
export const LIST_DEFAULTS = { sort: { field: 'id', direction: 'DESC' as const }, size: 20 };

/** What the form holds as the API takes it: instants as ISO text, without the parts only POS promos have. */
export function toInput<Values extends { startDate?: Date; endDate?: Date; customerRule?: CustomerRuleInput | null; allowedPaymentMethods?: unknown; hubIds?: unknown }>(values: Values) {
  const { allowedPaymentMethods: _payments, hubIds: _hubs, customerRule, ...rest } = values;
  const iso = (instant: Date | null | undefined) => instant?.toISOString() ?? null;
  const registration = customerRule?.registration ? { startDate: iso(customerRule.registration.startDate), endDate: iso(customerRule.registration.endDate) } : null;
  return { ...rest, customerRule: customerRule ? { ...customerRule, registration } : customerRule, startDate: values.startDate?.toISOString(), endDate: values.endDate?.toISOString() };
}

/**
 * The inputs of the promo rules every kind of promo shares (packages/domain shop-promotions.ts); each
 * kind puts its own inputs in the slots: a picture or partner at the top, a flag beside Active, the
 * level in the discount row, and more choices after the order types.
 */
export function PromoRuleInputs(props: {
  goods: { label: string; options: { value: number; label: string }[] };
  memberships: { value: number; label: string }[];
  picture?: ReactNode;
  flag?: ReactNode;
  level?: ReactNode;
  more?: ReactNode;
}) {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="description" label="Description" multiline emptyAsNull />
      {props.picture}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeInput name="startDate" label="Start" required />
        <DateTimeInput name="endDate" label="End" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SwitchInput name="active" label="Active" />
        {props.flag}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {props.level}
        <NumberInput name="discountAmount" label="Discount Amount" required helperText="Percent or rupiah; item promos use their groups’ amounts." />
        <SelectInput name="unit" label="Unit" required options={labelledOptions(discountUnitLabels)} />
      </Stack>
      <SelectInput name="itemRule" label="Item Rule" options={labelledOptions(itemRuleLabels)} allowEmpty emptyLabel="None (the whole order)" />
      <Typography variant="subtitle2">Item Groups</Typography>
      <FieldArrayTable
        name="itemGroups"
        rowLabel="Item Group"
        emptyText="No item groups: the promo discounts the whole order."
        newRow={() => ({ menuIds: [], discountAmount: 0, unit: 'NOMINAL' })}
        columns={[
          { header: props.goods.label, required: true, width: 320, cell: (row) => <MultiSelectInput name={row.path('menuIds')} label={row.label} options={props.goods.options} /> },
          { header: 'Discount Amount', required: true, cell: (row) => <NumberInput name={row.path('discountAmount')} label={row.label} hideLabel /> },
          { header: 'Unit', required: true, cell: (row) => <SelectInput name={row.path('unit')} label={row.label} hideLabel options={labelledOptions(discountUnitLabels)} /> },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="minimumItem" label="Minimum Item" />
        <MoneyInput name="minimumAmount" label="Minimum Amount" />
      </Stack>
      <MultiSelectInput name="allowedOrderTypes" label="Allowed Order Types" options={labelledOptions(shopOrderTypeLabels)} helperText="None chosen: every order type." />
      {props.more}
      <Typography variant="subtitle2">Schedules (the outlet’s time)</Typography>
      <FieldArrayTable
        name="schedules"
        rowLabel="Schedule"
        emptyText="No schedules: the promo runs all day, every day."
        newRow={() => ({ day: 'MONDAY', startHour: 0, endHour: 24 })}
        columns={[
          { header: 'Day', required: true, cell: (row) => <SelectInput name={row.path('day')} label={row.label} hideLabel options={labelledOptions(dayLabels)} /> },
          { header: 'Start Hour', required: true, cell: (row) => <NumberInput name={row.path('startHour')} label={row.label} hideLabel /> },
          { header: 'End Hour', required: true, cell: (row) => <NumberInput name={row.path('endHour')} label={row.label} hideLabel /> },
        ]}
      />
      <Typography variant="subtitle2">Customer Rule</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput name="customerRule.type" label="Customers" required options={labelledOptions(customerRuleTypeLabels)} />
        <MultiSelectInput name="customerRule.membershipIds" label="Memberships" options={props.memberships} helperText="Registered customers only; none chosen: any." />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeInput name="customerRule.registration.startDate" label="Registered From" emptyAsNull />
        <DateTimeInput name="customerRule.registration.endDate" label="Registered Until" emptyAsNull />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="customerRule.numberOfOrders" label="Number of Orders" />
        <MoneyInput name="customerRule.totalOrderAmount" label="Total Order Amount" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="customerRule.lastOrder.numberOfUnit" label="Last Order Within" />
        <SelectInput name="customerRule.lastOrder.unit" label="Last Order Unit" options={labelledOptions(lastOrderUnitLabels)} allowEmpty />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="usageLimitPerCustomer" label="Usage Limit per Customer" />
        <MoneyInput name="maximumDiscountAmount" label="Maximum Discount Amount" />
        <NumberInput name="totalQuantity" label="Total Quantity" />
      </Stack>
    </>
  );
}
