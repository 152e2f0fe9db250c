import { Stack } from '@mui/material';
import { NumberInput, SwitchInput } from '../../components/form/fields';

/** The bounds and order of a stock row, shared by the add and edit pages of both sides. */
export function StockFields({ kind, unit, adding }: { kind: 'in' | 'out'; unit?: string; adding: boolean }) {
  const measure = kind === 'in' ? `In ${unit ?? 'the ingredient’s unit'}.` : 'Whole pieces.';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="currentStock" label="Current stock" required helperText={measure} />
        <NumberInput name="minStock" label="Min stock" required helperText="At or below this, the machine is low on it." />
        <NumberInput name="maxStock" label="Max stock" required={!adding} helperText={adding ? 'Left blank: the machine type’s maximum for the machine’s level.' : 'A refill fills up to this.'} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <NumberInput name="orderNr" label="Order number" helperText="Position in the machine’s list; blank keeps the usual order." />
        {kind === 'in' ? <SwitchInput name="important" label="Important" /> : <SwitchInput name="infinite" label="Infinite" />}
      </Stack>
    </>
  );
}
