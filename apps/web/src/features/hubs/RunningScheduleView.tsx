import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DAYS, dayLabels } from '@back-office/domain';
import type { HubDetailFieldsFragment } from './hubs.generated';

/** The hub's week, every day listed so a closed day reads as closed rather than forgotten. */
export function RunningScheduleView({ schedules }: { schedules: HubDetailFieldsFragment['runningSchedules'] }) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Opening hours
      </Typography>
      <Table size="small" aria-label="Opening hours" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Opens at</TableCell>
            <TableCell>Closes at</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {DAYS.map((day) => {
            const schedule = schedules.find((entry) => entry.day === day);
            return (
              <TableRow key={day}>
                <TableCell component="th" scope="row">
                  {dayLabels[day]}
                </TableCell>
                {schedule ? (
                  <>
                    <TableCell>{schedule.open}</TableCell>
                    <TableCell>{schedule.close}</TableCell>
                  </>
                ) : (
                  <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
                    Closed
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
