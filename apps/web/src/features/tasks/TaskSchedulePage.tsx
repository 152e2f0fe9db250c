import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Link as TextLink, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { DAYS, formatDate, formatTime, dayLabels, labelIn, taskStateLabels } from '@back-office/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FullPageSpinner } from '../../base/guards';
import { ErrorState } from '../../components/ErrorState';
import { addDays, companyDayOf } from './company-day';
import { taskLinks } from './links';
import { ScheduleTasksDocument, type TaskRowFieldsFragment } from './tasks.generated';

/** The Monday of the company week holding `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Today's column stands out in a light shade; its heading is in bold and says "Today". */
const TODAY_SHADE = { bgcolor: 'action.selected' } as const;

/** Task Schedule: a whole week of tasks, one row per refiller and one column per day; the planner's proposals are marked as such. */
export default function TaskSchedulePage() {
  // Today is the company's day, as the tasks are placed on the company's days.
  const today = companyDayOf(new Date());
  const [monday, setMonday] = useState(() => mondayOf(today));
  const days = useMemo(() => DAYS.map((_, index) => addDays(monday, index)), [monday]);
  const { data, error, loading, refetch } = useQuery(ScheduleTasksDocument, {
    variables: { startDate: days[0]!, endDate: days[6]! },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => {
    const byPerson = new Map<number, { name: string; cells: Map<string, TaskRowFieldsFragment[]> }>();
    for (const task of data?.taskSchedule ?? []) {
      const person = task.assignee ?? task.proposedAssignee;
      if (!person) continue;
      const row = byPerson.get(person.id) ?? { name: person.name, cells: new Map() };
      byPerson.set(person.id, row);
      const day = companyDayOf(new Date(task.executionTime));
      row.cells.set(day, [...(row.cells.get(day) ?? []), task]);
    }
    return [...byPerson.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
  }, [data]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setMonday(addDays(monday, -7))}>
          Previous week
        </Button>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          {formatDate(days[0])} – {formatDate(days[6])}
        </Typography>
        <Button variant="outlined" onClick={() => setMonday(addDays(monday, 7))}>
          Next week
        </Button>
      </Stack>
      {!data && loading && <FullPageSpinner />}
      {!data && error && <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />}
      {data && rows.length === 0 && <Alert severity="info">No tasks are planned this week.</Alert>}
      {rows.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Tasks by refiller and day">
            <TableHead>
              <TableRow>
                <TableCell>Refiller</TableCell>
                {days.map((day, index) => (
                  <TableCell key={day} aria-current={day === today ? 'date' : undefined} sx={day === today ? { ...TODAY_SHADE, fontWeight: 600 } : undefined}>
                    {labelIn(dayLabels, DAYS[index])}
                    {day === today && (
                      <Typography component="span" variant="caption" sx={{ ml: 0.75, px: 0.75, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}>
                        Today
                      </Typography>
                    )}
                    <br />
                    {formatDate(day)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([personId, row]) => (
                <TableRow key={personId}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {row.name}
                  </TableCell>
                  {days.map((day) => (
                    <TableCell key={day} sx={{ verticalAlign: 'top', minWidth: 130, ...(day === today ? TODAY_SHADE : {}) }}>
                      {(row.cells.get(day) ?? []).map((task) => (
                        <Box key={task.id} sx={{ mb: 0.5 }}>
                          <TextLink component={Link} to={taskLinks.allUrl(task.id)} variant="body2">
                            {formatTime(task.executionTime)} {task.hubName ?? task.title}
                          </TextLink>{' '}
                          <Typography component="span" variant="caption" color="text.secondary">
                            {task.assignee ? labelIn(taskStateLabels, task.state) : 'Proposed'}
                          </Typography>
                        </Box>
                      ))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
