import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { formatDate } from '@back-office/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FullPageSpinner } from '../../base/guards';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ErrorState } from '../../components/ErrorState';
import { companyToday } from './company-day';
import { taskLinks } from './links';
import { TaskCountCards } from './task-parts';
import { TaskStopCard } from './TaskStopCard';
import { MyTaskDayDocument } from './tasks.generated';

/**
 * My Task: the refiller's day on a phone. Today's route in order (each stop with its hub, a maps
 * link, what to bring and the machine's stock) and the tasks left open from earlier days; all in one
 * request, so it opens fast on a slow connection.
 */
export default function MyTaskPage() {
  const { user } = useCurrentUser();
  const day = useMemo(() => companyToday(), []);
  const sorts = [
    { field: 'executionTime', direction: 'ASC' as const },
    { field: 'routeOrder', direction: 'ASC' as const },
  ];
  const { data, error, loading, refetch } = useQuery(MyTaskDayDocument, {
    variables: {
      today: { page: 1, size: 100, sorts, filters: { operator: 'AND', options: [{ field: 'executionTime', type: 'BETWEEN', values: [day.start, day.end] }] } },
      earlier: { page: 1, size: 50, sorts, filters: { operator: 'AND', options: [{ field: 'executionTime', type: 'LESS_THAN', values: [day.start] }] } },
    },
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <FullPageSpinner />;
  if (!data) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  const today = data.today?.results ?? [];
  const earlier = data.earlier?.results ?? [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <TaskCountCards counts={data.taskCounts} all={false} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          Today, {formatDate(day.day)}
        </Typography>
        {hasAuthority(user, 'CREATE_TASK') && (
          <Button component={Link} to={taskLinks.add} variant="outlined">
            Add Task
          </Button>
        )}
      </Box>
      {today.length === 0 && <Alert severity="info">No tasks for today.</Alert>}
      {today.map((task) => (
        <TaskStopCard key={task.id} task={task} />
      ))}
      {earlier.length > 0 && (
        <>
          <Typography component="h2" variant="h6">
            Still open from earlier days
          </Typography>
          {earlier.map((task) => (
            <TaskStopCard key={task.id} task={task} showDay />
          ))}
        </>
      )}
    </Stack>
  );
}
