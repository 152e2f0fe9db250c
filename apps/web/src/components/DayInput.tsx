import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { SxProps, Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { useId } from 'react';

export interface DayInputProps {
  label: string;
  id?: string;
  /** A calendar day as YYYY-MM-DD, or '' when none is picked. */
  value: string;
  onChange: (day: string) => void;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A calendar day, shown DD-MM-YYYY like everywhere in the console and handed over as YYYY-MM-DD.
 * The date picker is large; this module is loaded on demand (see LazyDayInput) so lists and forms
 * without a day field do not carry it.
 */
export default function DayInput({ label, id, value, onChange, error, helperText, sx }: DayInputProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format="DD-MM-YYYY"
        value={value ? dayjs(value) : null}
        onChange={(day) => onChange(day?.isValid() ? day.format('YYYY-MM-DD') : '')}
        slotProps={{
          textField: { size: 'small', id: fieldId, error, helperText, sx },
          // The calendar is named by the field's label (the picker would point at an id of its own).
          popper: { 'aria-labelledby': `${fieldId}-label` },
        }}
      />
    </LocalizationProvider>
  );
}
