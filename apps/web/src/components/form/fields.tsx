import { groupThousands, parseNumber } from '@back-office/domain';
import { FormControlLabel, FormHelperText, InputAdornment, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
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
  type?: 'text' | 'password' | 'email' | 'tel' | 'datetime-local';
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
      // A date and time box shows its own placeholder, so its label stays above it.
      slotProps={{ htmlInput: { 'aria-label': hideLabel ? label : undefined }, ...(type === 'datetime-local' ? { inputLabel: { shrink: true } } : {}) }}
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

/**
 * A number box: empty is null; anything that is not a number is kept as NaN so the schema reports it.
 * It reads Indonesian grouping (`3.000` is 3000, `1,5` is one and a half); coordinates say
 * `dotIsDecimal`, since `-6.891` there is a latitude, not a thousand.
 */
export function NumberInput({ name, label, required, helperText, disabled, hideLabel, dotIsDecimal }: BaseProps & { dotIsDecimal?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const read = (typed: string) => (dotIsDecimal ? parseDecimal(typed) : parseNumber(typed));
  const write = (value: unknown) => (dotIsDecimal ? decimalText(value) : numberText(value));
  // The box keeps what was typed ("1," on the way to "1,5"); a new value from outside replaces it.
  const [text, setText] = useState(() => write(field.value));
  if (!sameNumber(read(text), field.value)) setText(write(field.value));
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
        field.onChange(read(event.target.value));
      }}
    />
  );
}

function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

function decimalText(value: unknown): string {
  return typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
}

/** Every digit of the value, Indonesian style: `1.234,5678`. */
function numberText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const [whole, fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${groupThousands(whole!)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * Whole rupiah. The box shows the amount's grouping as it is typed (`25.000`) while the form keeps
 * the number; only digits are taken, and the caret stays after the digit it followed.
 */
export function MoneyInput({ name, label, required, helperText, disabled, hideLabel }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const input = useRef<HTMLInputElement | null>(null);
  const digitsBeforeCaret = useRef<number | null>(null);
  const text = typeof field.value === 'number' && Number.isFinite(field.value) ? groupThousands(String(Math.round(field.value))) : '';
  useLayoutEffect(() => {
    const element = input.current;
    if (digitsBeforeCaret.current === null || !element || element !== document.activeElement) return;
    const position = caretAfterDigits(element.value, digitsBeforeCaret.current);
    element.setSelectionRange(position, position);
    digitsBeforeCaret.current = null;
  });
  return (
    <TextField
      {...textFieldCommon(label, required, disabled, fieldState.error?.message ?? helperText, Boolean(fieldState.error), hideLabel)}
      name={field.name}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-label': hideLabel ? label : undefined },
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
      }}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        const typed = event.target.value;
        let before = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '');
        let digits = typed.replace(/\D/g, '');
        // Deleting a dot deletes the digit before it, as a person means.
        if (digits === text.replace(/\D/g, '') && typed.length < text.length && before.length > 0) {
          digits = digits.slice(0, before.length - 1) + digits.slice(before.length);
          before = before.slice(0, -1);
        }
        digitsBeforeCaret.current = String(Number(digits)).length - (digits.length - before.length);
        field.onChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}

/** The caret position in grouped text that follows the `count`th digit. */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index]!) && ++seen === count) return index + 1;
  }
  return text.length;
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
