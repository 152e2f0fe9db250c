import { Chip, Box, MenuItem, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import type { SelectOption } from './fields';

interface MultiSelectInputProps {
  /** The form field holding the chosen values as a list, e.g. `machineTypeIds`. */
  name: string;
  label: string;
  options: SelectOption[];
  helperText?: string;
  required?: boolean;
}

/** Several choices from one list, shown as chips; the form holds the chosen values in order of the options. */
export function MultiSelectInput({ name, label, options, helperText, required }: MultiSelectInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const chosen = (Array.isArray(field.value) ? field.value : []) as (number | string)[];
  const labelOf = (value: number | string) => options.find((option) => String(option.value) === String(value))?.label ?? String(value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      value={chosen.map(String)}
      onBlur={field.onBlur}
      onChange={(event) => {
        const picked = new Set([event.target.value].flat().map(String));
        field.onChange(options.filter((option) => picked.has(String(option.value))).map((option) => option.value));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {chosen.map((value) => (
                <Chip key={value} size="small" label={labelOf(value)} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
