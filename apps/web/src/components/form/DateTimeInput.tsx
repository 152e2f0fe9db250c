import { useController, useFormContext } from 'react-hook-form';
import { LazyDayInput } from '../LazyDayInput';

/**
 * A day and time bound to the surrounding form by name, shown DD-MM-YYYY HH:mm (24-hour) like
 * everywhere in the console and held as YYYY-MM-DDTHH:mm in the browser's zone (see
 * `toDateTimeLocal`), which the shared schemas read as an instant. Empty is '' (or null with `emptyAsNull`).
 */
export function DateTimeInput({ name, label, required, emptyAsNull, helperText }: { name: string; label: string; required?: boolean; emptyAsNull?: boolean; helperText?: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <LazyDayInput
      label={label}
      withTime
      required={required}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onBlur={field.onBlur}
      onChange={(value) => field.onChange(emptyAsNull && value === '' ? null : value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      sx={{ width: '100%' }}
    />
  );
}
