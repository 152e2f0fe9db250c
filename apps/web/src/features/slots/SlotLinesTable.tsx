import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldArrayTable, type FieldArrayColumn } from '../../components/form/FieldArrayTable';
import { MoneyInput, SelectInput, type SelectOption } from '../../components/form/fields';

export interface SlotLineChoices {
  slots: SelectOption[];
  products: SelectOption[];
  stockIns: SelectOption[];
  stockOuts: SelectOption[];
}

export const emptyLine = (slot: number | null = null) => ({ slot, productId: null, machineStockInId: null, machineStockOutId: null, price: null, discountedPrice: null });

/**
 * A setting's slots, a row each: the slot of the master, the product it sells, the machine's stock in
 * and stock out rows it draws on, and its prices. One product has one price in every slot: the rule's
 * message shows under the price of each slot of a product whose prices differ.
 */
export function SlotLinesTable({ choices }: { choices: SlotLineChoices }) {
  const { control, trigger, formState } = useFormContext();
  const lines = useWatch({ control, name: 'lines' }) as { productId?: number | null; price?: number | null; discountedPrice?: number | null }[] | undefined;
  // The price rule spans rows: once the form has been submitted, a change in one row re-checks them
  // all, so fixing one slot's price clears the message under the other slots of the product too.
  const pricing = JSON.stringify((lines ?? []).map((line) => [line.productId, line.price, line.discountedPrice]));
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger('lines');
  }, [pricing, submitted, trigger]);
  const columns: FieldArrayColumn[] = [
    { header: 'Slot', required: true, width: 80, cell: (row) => <SelectInput name={row.path('slot')} label={row.label} hideLabel options={choices.slots} /> },
    { header: 'Product', required: true, width: 170, cell: (row) => <SelectInput name={row.path('productId')} label={row.label} hideLabel options={choices.products} /> },
    {
      header: 'Stock In',
      width: 140,
      cell: (row) => <SelectInput name={row.path('machineStockInId')} label={row.label} hideLabel options={choices.stockIns} allowEmpty />,
    },
    {
      header: 'Stock Out',
      width: 130,
      cell: (row) => <SelectInput name={row.path('machineStockOutId')} label={row.label} hideLabel options={choices.stockOuts} allowEmpty />,
    },
    { header: 'Price', required: true, width: 160, cell: (row) => <MoneyInput name={row.path('price')} label={row.label} hideLabel /> },
    { header: 'Discounted Price', width: 160, cell: (row) => <MoneyInput name={row.path('discountedPrice')} label={row.label} hideLabel /> },
  ];
  return <FieldArrayTable name="lines" rowLabel="Slot" columns={columns} newRow={() => emptyLine()} emptyText="No slots yet: choose a slot master to fill them." />;
}
