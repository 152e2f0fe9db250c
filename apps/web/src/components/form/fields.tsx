import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/*
 * Inputs bound to the surrounding ResourceForm by name. Each shows its field's error, whether it came
 * from the shared zod schema in the browser or from the server's `extensions.fields`.
 */

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
}

type TextProps = BaseProps & {
  type?: 'text' | 'password' | 'email' | 'tel';
  /** Optional fields: an empty box is sent as null, not as an empty string. */
  emptyAsNull?: boolean;
  multiline?: boolean;
  autoComplete?: string;
};

export function TextInput({ name, label, required, helperText, disabled, type = 'text', emptyAsNull, multiline, autoComplete }: TextProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error))}
      name={field.name}
      inputRef={field.ref}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoComplete={autoComplete}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(emptyAsNull && event.target.value === '' ? null : event.target.value)}
    />
  );
}

/** A number box: empty is null; anything that is not a number is kept as NaN so the schema reports it. */
export function NumberInput({ name, label, required, helperText, disabled }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  // The box keeps what was typed ("1." on the way to "1.5"); a new value from outside replaces it.
  const [text, setText] = useState(() => numberText(field.value));
  if (!sameNumber(parseNumber(text), field.value)) setText(numberText(field.value));
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error))}
      name={field.name}
      inputRef={field.ref}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseNumber(event.target.value));
      }}
    />
  );
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

function numberText(value: unknown): string {
  return typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
}

function sameNumber(a: number | null, b: unknown): boolean {
  return a === b || (a === null && b === undefined) || (Number.isNaN(a) && Number.isNaN(b));
}

export function SwitchInput({ name, label, disabled }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <div>
      <FormControlLabel
        control={<Switch name={field.name} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
        label={label}
        disabled={disabled}
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </div>
  );
}

export interface SelectOption {
  value: number | string;
  label: string;
}

/** A single choice; `allowEmpty` adds a "None" entry that sets null. */
export function SelectInput({ name, label, required, helperText, disabled, options, allowEmpty }: BaseProps & { options: SelectOption[]; allowEmpty?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error))}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value == null ? '' : String(field.value)}
      onBlur={field.onBlur}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        field.onChange(chosen ? chosen.value : null);
      }}
    >
      {allowEmpty && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function textFieldCommon(label: string, required: boolean | undefined, disabled: boolean | undefined, helperText: string | undefined, error: boolean): TextFieldProps {
  return { label, required, disabled, helperText, error, fullWidth: true, size: 'small' };
}
