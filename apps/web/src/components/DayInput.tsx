import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { SxProps, Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { useId } from 'react';

export interface DayInputProps {
  label: string;
  id?: string;
  /** A calendar day as YYYY-MM-DD (with `withTime`, a local time as YYYY-MM-DDTHH:mm), or '' when none is picked. */
  value: string;
  /** Picks a time of day too, shown DD-MM-YYYY HH:mm. */
  withTime?: boolean;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  onChange: (day: string) => void;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A calendar day, shown DD-MM-YYYY like everywhere in the console and handed over as YYYY-MM-DD; or
 * with `withTime` a day and time, shown DD-MM-YYYY HH:mm and handed over as YYYY-MM-DDTHH:mm.
 * The date picker is large; this module is loaded on demand (see LazyDayInput) so lists and forms
 * without a day field do not carry it.
 */
export default function DayInput({ label, id, value, onChange, withTime, required, name, onBlur, error, helperText, sx }: DayInputProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const Picker = withTime ? DateTimePicker : DatePicker;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Picker
        label={label}
        format={withTime ? 'DD-MM-YYYY HH:mm' : 'DD-MM-YYYY'}
        ampm={false}
        value={value ? dayjs(value) : null}
        onChange={(day) => onChange(day?.isValid() ? day.format(withTime ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD') : '')}
        slotProps={{
          textField: { size: 'small', id: fieldId, name, required, onBlur, error, helperText, sx },
          // The calendar is named by the field's label (the picker would point at an id of its own).
          popper: { 'aria-labelledby': `${fieldId}-label` },
        }}
      />
    </LocalizationProvider>
  );
}
