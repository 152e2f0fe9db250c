import { Autocomplete, Chip, TextField, createFilterOptions } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export interface MachineChoice {
  id: number;
  vmcNo: string;
  name: string;
  active: boolean;
}

const labelOf = (machine: MachineChoice) => `${machine.vmcNo} ${machine.name}${machine.active ? '' : ' (inactive)'}`;
// Typing finds a machine by its VMC number or its name, anywhere in either.
const filter = createFilterOptions<MachineChoice>({ stringify: (machine) => `${machine.vmcNo} ${machine.name}` });

/** Several machines, found by typing part of a VMC number or name; the form holds their ids, in VMC order. */
export function MachinePicker({ name, label, choices, helperText }: { name: string; label: string; choices: MachineChoice[]; helperText?: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = (Array.isArray(field.value) ? field.value : []) as number[];
  const chosen = ids.map((id) => choices.find((machine) => machine.id === id) ?? { id, vmcNo: `#${id}`, name: '', active: true });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      options={choices}
      value={chosen}
      filterOptions={filter}
      getOptionLabel={labelOf}
      getOptionKey={(machine) => machine.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, picked) => field.onChange(choices.filter((machine) => picked.some((one) => one.id === machine.id)).map((machine) => machine.id))}
      onBlur={field.onBlur}
      noOptionsText="No machine matches."
      renderValue={(value, getItemProps) =>
        value.map((machine, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={machine.vmcNo} title={labelOf(machine)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          placeholder={chosen.length === 0 ? 'Type a VMC number or name' : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
