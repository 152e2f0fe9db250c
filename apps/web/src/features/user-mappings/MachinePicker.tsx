import { Autocomplete, Chip, TextField, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';

interface Choice {
  id: number;
  active: boolean;
}

interface RecordPickerProps<Option extends Choice> {
  name: string;
  label: string;
  choices: Option[];
  helperText?: string;
  /** The whole name a person finds it by (typing matches anywhere in it). */
  describe: (option: Option) => string;
  /** The short name on its chip once picked. */
  chip: (option: Option) => string;
  /** Stands in for a picked id that is not among the choices. */
  missing: (id: number) => Option;
  placeholder: string;
  noneText: string;
}

/** Several records, found by typing part of their name; the form holds their ids, in the choices' order. */
export function RecordPicker<Option extends Choice>({ name, label, choices, helperText, describe, chip, missing, placeholder, noneText }: RecordPickerProps<Option>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = (Array.isArray(field.value) ? field.value : []) as number[];
  const chosen = ids.map((id) => choices.find((option) => option.id === id) ?? missing(id));
  const labelOf = (option: Option) => `${describe(option)}${option.active ? '' : ' (inactive)'}`;
  const filter = useMemo(() => createFilterOptions<Option>({ stringify: describe }), [describe]);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      options={choices}
      value={chosen}
      filterOptions={filter}
      getOptionLabel={labelOf}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, picked) => field.onChange(choices.filter((option) => picked.some((one) => one.id === option.id)).map((option) => option.id))}
      onBlur={field.onBlur}
      noOptionsText={noneText}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={chip(option)} title={labelOf(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          placeholder={chosen.length === 0 ? placeholder : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

export interface MachineChoice {
  id: number;
  vmcNo: string;
  name: string;
  active: boolean;
}

const describeMachine = (machine: MachineChoice) => `${machine.vmcNo} ${machine.name}`;
const machineChip = (machine: MachineChoice) => machine.vmcNo;
const missingMachine = (id: number): MachineChoice => ({ id, vmcNo: `#${id}`, name: '', active: true });

/** Several machines, found by typing part of a VMC number or name; the form holds their ids, in VMC order. */
export function MachinePicker(props: { name: string; label: string; choices: MachineChoice[]; helperText?: string }) {
  return (
    <RecordPicker {...props} describe={describeMachine} chip={machineChip} missing={missingMachine} placeholder="Type a VMC number or name" noneText="No machine matches." />
  );
}
