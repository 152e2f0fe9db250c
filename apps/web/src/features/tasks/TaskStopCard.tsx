import { Box, Card, CardActions, CardContent, Link as TextLink, Stack, Typography } from '@mui/material';
import { formatNumber, formatTime, labelIn, taskTypeLabels } from '@back-office/domain';
import { Link } from 'react-router';
import { mapsLink, runtimeConfig } from '../../base/config';
import { formatValue } from '../../components/DetailView';
import { taskLinks } from './links';
import { TaskActionButtons } from './TaskActions';
import { LoadList, TaskStateChip } from './task-parts';
import type { TaskStopFieldsFragment } from './tasks.generated';

/**
 * One stop of a refiller's route, made for a phone: where (with a maps link), when, what to bring,
 * the machine's stock now, and the buttons to start, finish or decline it.
 */
export function TaskStopCard({ task, showDay = false }: { task: TaskStopFieldsFragment; showDay?: boolean }) {
  const place = task.hubName ?? task.machine?.name ?? 'No hub';
  const low = task.machineStockIns.filter((row) => row.low).length + task.machineStockOuts.filter((row) => row.low && !row.infinite).length;
  return (
    <Card component="article" variant="outlined" aria-labelledby={`stop-${task.id}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {task.routeOrder && (
            <Box aria-label={`Stop ${task.routeOrder}`} sx={{ flex: '0 0 auto', width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
              {task.routeOrder}
            </Box>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={`stop-${task.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {place}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {showDay ? formatValue(task.executionTime, 'datetime') : formatTime(task.executionTime)} · {labelIn(taskTypeLabels, task.type)}
              {task.machine ? ` · ${task.machine.vmcNo}` : ''}
            </Typography>
          </Box>
          <TaskStateChip state={task.state} />
        </Stack>
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <TextLink component={Link} to={taskLinks.url(task.id)}>
            {task.title}
          </TextLink>
        </Typography>
        {task.description && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {task.description}
          </Typography>
        )}
        {task.hub && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {task.hub.address}{' '}
            <TextLink href={mapsLink(runtimeConfig().mapsDeeplink, task.hub.latitude, task.hub.longitude, navigator.userAgent)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', py: 0.5 }}>
              Open in maps
            </TextLink>
          </Typography>
        )}
        {task.load.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Bring
            </Typography>
            <LoadList load={task.load} />
          </Box>
        )}
        {task.machineStockIns.length + task.machineStockOuts.length > 0 && (
          <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', py: 1 } }}>
            <Typography component="summary" variant="body2" sx={{ fontWeight: 600 }}>
              Machine stock{low > 0 ? ` (${low} low)` : ''}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {task.machineStockIns.map((row) => (
                <Typography component="li" variant="body2" key={`in-${row.id}`} sx={{ color: row.low ? 'error.main' : undefined }}>
                  {row.ingredient.name}: {formatNumber(row.currentStock)} / {formatNumber(row.maxStock, 0)} {row.ingredient.unit.name.toLowerCase()}
                  {row.low ? ' (low)' : ''}
                </Typography>
              ))}
              {task.machineStockOuts.map((row) => (
                <Typography component="li" variant="body2" key={`out-${row.id}`} sx={{ color: row.low && !row.infinite ? 'error.main' : undefined }}>
                  {row.packaging.name}: {row.infinite ? 'infinite' : `${formatNumber(row.currentStock, 0)} / ${formatNumber(row.maxStock, 0)}`}
                  {row.low && !row.infinite ? ' (low)' : ''}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <TaskActionButtons task={task} />
      </CardActions>
    </Card>
  );
}
