import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { DEFAULT_SHIFT_START, WEEKDAY_FLAGS, formatWeekSchedule, type Day } from '@back-office/domain';
import { useController, useFormContext } from 'react-hook-form';

const LABELS: Record<(typeof WEEKDAY_FLAGS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

function DayCheckbox({ name }: { name: (typeof WEEKDAY_FLAGS)[number] }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return <FormControlLabel label={LABELS[name]} control={<Checkbox name={field.name} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} />;
}

/** One checkbox per weekday, in a row; "no working day" is told under the row. */
export function WeekdayCheckboxes() {
  const { formState } = useFormContext();
  const error = formState.errors.monday?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Working Days</FormLabel>
      <FormGroup row>
        {WEEKDAY_FLAGS.map((day) => (
          <DayCheckbox key={day} name={day} />
        ))}
      </FormGroup>
      {typeof error === 'string' && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A schedule's week in words, the days of equal hours together: "Monday to Friday 08:00 to 16:00". */
export function workingDaysText(schedule: Record<(typeof WEEKDAY_FLAGS)[number], boolean> & { shiftStart?: string | null; shiftEnd: string }): string {
  const start = schedule.shiftStart ?? DEFAULT_SHIFT_START;
  return formatWeekSchedule(WEEKDAY_FLAGS.filter((day) => schedule[day]).map((day) => ({ day: day.toUpperCase() as Day, start, end: schedule.shiftEnd })));
}
