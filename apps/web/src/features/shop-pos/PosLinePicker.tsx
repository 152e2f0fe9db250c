import { formatRupiah } from '@back-office/domain';
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { choicesOf, groupBy, type Line, type Menu } from './pos-cart';

const withPrice = (choice: { name: string; price: number }) => (choice.price ? `${choice.name} (+${formatRupiah(choice.price)})` : choice.name);

/** One radio group: a variant's sizes (one is always chosen) or a customization's items (None or one). */
function ChoiceGroup({ id, name, choices, value, onChange, optional, autoFocus }: {
  id: string;
  name: string;
  choices: readonly { id: number; name: string; price: number }[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  optional?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Box>
      <FormLabel id={id}>{name}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value ?? 0} onChange={(event) => onChange(Number(event.target.value) || undefined)}>
        {optional && <FormControlLabel value={0} control={<Radio />} label="None" />}
        {choices.map((choice, position) => (
          <FormControlLabel key={choice.id} value={choice.id} control={<Radio autoFocus={autoFocus && position === 0} />} label={withPrice(choice)} />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** The size (one per variant), customizations (at most one of each), toppings, quantity and note of a line: Enter adds it. */
export function LinePicker({ menu, onCancel, onAdd }: { menu: Menu; onCancel: () => void; onAdd: (line: Omit<Line, 'key'>) => void }) {
  const variants = useMemo(() => groupBy(menu.variantUnits, (unit) => unit.variantName), [menu]);
  const customizations = useMemo(() => groupBy(menu.customizations, (item) => item.customizationName), [menu]);
  const [units, setUnits] = useState<Record<string, number | undefined>>(() => Object.fromEntries(variants.map(([name, choices]) => [name, choices[0]!.id])));
  const [items, setItems] = useState<Record<string, number | undefined>>({});
  const [toppings, setToppings] = useState<number[]>([]);
  const [amount, setAmount] = useState('1');
  const [note, setNote] = useState('');
  const quantity = Number(amount);
  const quantityError = !Number.isInteger(quantity) || quantity < 1 || quantity > 999 ? 'Enter a whole number from 1 to 999.' : null;
  const chosen = (ids: Record<string, number | undefined>) => Object.values(ids).filter((id): id is number => id !== undefined);
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (quantityError) return;
    const line = { variantUnitIds: chosen(units), customizationItemIds: chosen(items), toppingIds: toppings };
    onAdd({ menuId: menu.menuId, name: menu.name, amount: quantity, ...line, note: note.trim(), choices: choicesOf(menu, line) });
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="pos-line-title" fullWidth maxWidth="sm">
      <form onSubmit={add}>
        <DialogTitle id="pos-line-title">
          {menu.name} · {formatRupiah(menu.price)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {variants.map(([name, choices], index) => (
              <ChoiceGroup key={name} id={`pos-variant-${index}`} name={name} choices={choices} value={units[name]} onChange={(id) => setUnits((current) => ({ ...current, [name]: id }))} autoFocus={index === 0} />
            ))}
            {customizations.map(([name, choices], index) => (
              <ChoiceGroup key={name} id={`pos-customization-${index}`} name={name} choices={choices} value={items[name]} onChange={(id) => setItems((current) => ({ ...current, [name]: id }))} optional />
            ))}
            {menu.toppings.length > 0 && (
              <Box>
                <FormLabel component="legend">Toppings</FormLabel>
                <FormGroup row>
                  {menu.toppings.map((topping) => (
                    <FormControlLabel
                      key={topping.id}
                      control={
                        <Checkbox
                          checked={toppings.includes(topping.id)}
                          onChange={(event) => setToppings((current) => (event.target.checked ? [...current, topping.id] : current.filter((id) => id !== topping.id)))}
                        />
                      }
                      label={`${topping.name} (+${formatRupiah(topping.price)})`}
                    />
                  ))}
                </FormGroup>
              </Box>
            )}
            <Stack direction="row" spacing={2}>
              <TextField
                label="Quantity"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={!!quantityError}
                helperText={quantityError ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                autoFocus={variants.length === 0}
                sx={{ width: 140 }}
              />
              <TextField label="Note for the barista" value={note} onChange={(event) => setNote(event.target.value)} fullWidth helperText=" " slotProps={{ htmlInput: { maxLength: 500 } }} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Add to order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
