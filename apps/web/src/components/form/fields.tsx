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
  /** In a table the column header names the input: the label is then only read out, not shown. */
  hideLabel?: boolean;
}

type TextProps = BaseProps & {
  type?: 'text' | 'password' | 'email' | 'tel';
  /** Optional fields: an empty box is sent as null, not as an empty string. */
  emptyAsNull?: boolean;
  multiline?: boolean;
  autoComplete?: string;
};

export function TextInput({ name, label, required, helperText, disabled, hideLabel, type = 'text', emptyAsNull, multiline, autoComplete }: TextProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error), hideLabel)}
      slotProps={{ htmlInput: { 'aria-label': hideLabel ? label : undefined } }}
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
export function NumberInput({ name, label, required, helperText, disabled, hideLabel }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  // The box keeps what was typed ("1." on the way to "1.5"); a new value from outside replaces it.
  const [text, setText] = useState(() => numberText(field.value));
  if (!sameNumber(parseNumber(text), field.value)) setText(numberText(field.value));
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error), hideLabel)}
      name={field.name}
      inputRef={field.ref}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': hideLabel ? label : undefined } }}
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

export function SwitchInput({ name, label, disabled, hideLabel }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const toggle = (
    <Switch
      name={field.name}
      checked={Boolean(field.value)}
      disabled={disabled}
      onChange={(event) => field.onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': hideLabel ? label : undefined } }}
    />
  );
  return (
    <div>
      {hideLabel ? toggle : <FormControlLabel control={toggle} label={label} disabled={disabled} />}
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </div>
  );
}

export interface SelectOption {
  value: number | string;
  label: string;
}

/** A single choice; `allowEmpty` adds a "None" entry that sets null. */
export function SelectInput({ name, label, required, helperText, disabled, hideLabel, options, allowEmpty }: BaseProps & { options: SelectOption[]; allowEmpty?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error), hideLabel)}
      // Without a visible label the list box names itself; the label's id would point at nothing.
      slotProps={hideLabel ? { select: { SelectDisplayProps: { 'aria-label': label, 'aria-labelledby': undefined } } } : undefined}
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

function textFieldCommon(
  label: string,
  required: boolean | undefined,
  disabled: boolean | undefined,
  helperText: string | undefined,
  error: boolean,
  hideLabel: boolean | undefined,
): TextFieldProps {
  return { label: hideLabel ? undefined : label, required, disabled, helperText, error, fullWidth: true, size: 'small' };
}
