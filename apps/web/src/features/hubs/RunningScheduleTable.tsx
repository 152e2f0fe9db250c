import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Checkbox, FormHelperText, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { DAYS, type Day, dayLabels } from '@back-office/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import type { HubFormValues } from './hub-values';

type Schedule = HubFormValues['runningSchedules'][number];
type Edge = 'open' | 'close';
/** A day's controls: its Open checkbox and its two times. */
type Column = 'day' | Edge;

/**
 * The week as a table, one row per day (a hub's running schedules, an outlet's operationals, by `name`). The form's value is the API's list of the open days only, in
 * week order, so an error the rules report at `runningSchedules.2.close` belongs to the third open
 * day: each row finds its own index to show its messages.
 */
export function RunningScheduleTable({ name = 'runningSchedules', place = 'hub' }: { name?: string; place?: string }) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const schedules: Schedule[] = (field.value as Schedule[] | undefined) ?? [];

  const save = (next: Schedule[]) => field.onChange(DAYS.flatMap((day) => next.filter((schedule) => schedule.day === day)));
  const find = (day: Day) => schedules.find((schedule) => schedule.day === day);
  const messageAt = (path: string): string | undefined => {
    const message: unknown = get(errors, path);
    return typeof message === 'string' ? message : undefined;
  };

  const open = (day: Day) => save([...schedules, { day, ...hoursToSuggest(schedules, day) }]);
  const close = (day: Day) => save(schedules.filter((schedule) => schedule.day !== day));
  const setTime = (day: Day, edge: Edge, text: string) =>
    save(schedules.map((schedule) => (schedule.day === day ? { ...schedule, [edge]: text } : schedule)));
  const monday = find('MONDAY');
  const copyMonday = () => monday && save(DAYS.map((day) => ({ day, open: monday.open, close: monday.close })));

  const listMessage = messageAt(`${name}.message`) ?? messageAt(`${name}.root.message`);
  const keys = useWeekKeys(schedules.map((schedule) => schedule.day));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Tick the days the {place} is open. Times are HH:mm in the {place}’s time zone. The Up and Down arrow keys go from day to day.
      </Typography>
      <Table size="small" aria-label="Opening hours" sx={{ maxWidth: 560, '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 130 }}>Day</TableCell>
            <TableCell sx={{ width: 70 }}>Open</TableCell>
            <TableCell>Opens at</TableCell>
            <TableCell>Closes at</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {DAYS.map((day) => {
            const schedule = find(day);
            const index = schedules.indexOf(schedule as Schedule);
            const label = dayLabels[day];
            return (
              <TableRow key={day} sx={{ height: 56, verticalAlign: 'top' }}>
                <TableCell component="th" scope="row" sx={{ pt: 2 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <Checkbox
                    checked={Boolean(schedule)}
                    onChange={(event) => (event.target.checked ? open(day) : close(day))}
                    slotProps={{ input: { 'aria-label': `Open on ${label}`, ...keys.props('day', day) } }}
                  />
                </TableCell>
                {schedule ? (
                  (['open', 'close'] as const).map((edge) => (
                    <TableCell key={edge} sx={{ py: 1 }}>
                      <TimeBox
                        label={`${label} ${edge === 'open' ? 'opens at' : 'closes at'}`}
                        value={schedule[edge]}
                        error={messageAt(`${name}.${index}.${edge}.message`)}
                        onChange={(text) => setTime(day, edge, text)}
                        onBlur={field.onBlur}
                        keyProps={keys.props(edge, day)}
                      />
                    </TableCell>
                  ))
                ) : (
                  <TableCell colSpan={2} sx={{ pt: 2, color: 'text.secondary' }}>
                    Closed
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={copyMonday} disabled={!monday} sx={{ mt: 1 }}>
        Copy Monday to all days
      </Button>
    </Box>
  );
}

/**
 * The week takes the Tab stops of one day only: its Open checkbox and, when open, its two times. The
 * Up and Down arrows go to the same control of the day before or after (closed days have no times),
 * which becomes the day Tab stops at (the roving focus of a toolbar). Until then that is Monday.
 */
function useWeekKeys(openDays: readonly Day[]) {
  const [current, setCurrent] = useState<Day>('MONDAY');
  const elements = useRef(new Map<string, HTMLInputElement>());

  const props = (column: Column, day: Day) => {
    const days = column === 'day' ? DAYS : openDays;
    return {
      tabIndex: day === current ? 0 : -1,
      ref: (element: HTMLInputElement | null) => {
        if (element) elements.current.set(`${column}:${day}`, element);
        else elements.current.delete(`${column}:${day}`);
      },
      onFocus: () => setCurrent(day),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        const next = days[days.indexOf(day) + (event.key === 'ArrowDown' ? 1 : -1)];
        event.preventDefault();
        if (next) elements.current.get(`${column}:${next}`)?.focus();
      },
    };
  };
  return { props };
}

type WeekKeyProps = ReturnType<ReturnType<typeof useWeekKeys>['props']>;

interface TimeBoxProps {
  keyProps: WeekKeyProps;
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/** A time typed as HH:mm; "7", "730" or "7.30" are completed to 07:00 and 07:30 on leaving the box. */
function TimeBox({ keyProps, label, value, error, onChange, onBlur }: TimeBoxProps) {
  return (
    <TextField
      size="small"
      placeholder="HH:mm"
      value={value}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const completed = completeTime(value);
        if (completed !== value) onChange(completed);
        onBlur();
      }}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric', maxLength: 5, ...keyProps } }}
      sx={{ width: 150 }}
    />
  );
}

/** The hours a day gets when ticked: those of the nearest open day before it, else after it, else none. */
export function hoursToSuggest(schedules: readonly Schedule[], day: Day): { open: string; close: string } {
  const position = DAYS.indexOf(day);
  const nearest = [...DAYS.slice(0, position).reverse(), ...DAYS.slice(position + 1)]
    .map((other) => schedules.find((schedule) => schedule.day === other))
    .find(Boolean);
  return nearest ? { open: nearest.open, close: nearest.close } : { open: '', close: '' };
}

/** A shorthand time as HH:mm; anything it cannot read stays as typed, for the rules to report. */
export function completeTime(text: string): string {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
