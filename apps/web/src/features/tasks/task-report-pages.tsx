import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Link as TextLink, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatDistance, formatTime, labelIn, taskTypeLabels } from '@back-office/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorKind, errorMessage } from '../../base/errors';
import { FullPageSpinner } from '../../base/guards';
import { NotFoundPage } from '../../base/pages/NotFoundPage';
import { DetailTable } from '../../components/DetailTable';
import { DetailView, formatValue, type DetailItem } from '../../components/DetailView';
import { ErrorState } from '../../components/ErrorState';
import { LazyDayInput } from '../../components/LazyDayInput';
import { saveFrom } from '../../components/list/csv';
import { browserTimeZone } from '../../components/list/filter-model';
import { useNotify } from '../../components/Snackbar';
import { addDays, companyDayBounds, companyDayOf } from './company-day';
import { TASK_REPORT_PARAM, taskLinks } from './links';
import { TaskStateChip, formatMinutes } from './task-parts';
import { TaskReportDocument, TasksReportDocument, TaskReportsDocument, type TaskReportFieldsFragment } from './tasks.generated';

/* Task reports: each refiller's day, computed from their tasks (days of the company, Asia/Jakarta). */

const REPORT_STATES: Record<string, string> = { FINISHED: 'Finished', ENDED: 'Ended, some declined', UNFINISHED: 'Unfinished', IN_PROGRESS: 'In progress', PENDING: 'Pending' };
const PAGE_SIZE = 50;

const reportItems = (report: TaskReportFieldsFragment): DetailItem[] => [
  { label: 'Refiller', value: report.assignee?.name },
  { label: 'Execution Day', value: report.executionDay, format: 'date' },
  { label: 'Car Number', value: report.carNumber },
  { label: 'State', value: REPORT_STATES[report.state] ?? report.state },
  { label: 'Tasks Finished', value: `${report.tasksFinished} of ${report.tasksTotal}${report.tasksDeclined ? ` (${report.tasksDeclined} declined)` : ''}` },
  { label: 'First Start', value: report.firstStart, format: 'datetime' },
  { label: 'Last End', value: report.lastEnd, format: 'datetime' },
  { label: 'Distance', value: formatDistance(report.distanceKm) },
  { label: 'Average per Machine', value: formatMinutes(report.averageMinutes) },
  { label: 'Shortest', value: formatMinutes(report.shortestMinutes) },
  { label: 'Longest', value: formatMinutes(report.longestMinutes) },
  { label: 'Product Returned', value: report.productReturned, format: 'number' },
  { label: 'Notes', value: report.notes },
];

export function TaskReportListPage() {
  const today = companyDayOf(new Date());
  const [startDate, setStartDate] = useState(addDays(today, -6));
  const [endDate, setEndDate] = useState(today);
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(TaskReportsDocument, {
    variables: { pageInput: { page, size: PAGE_SIZE }, startDate: startDate || null, endDate: endDate || null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.taskReports?.results ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <LazyDayInput label="From" value={startDate} sx={{ width: 180 }} onChange={(day) => {
            setStartDate(day);
            setPage(1);
          }} />
        <LazyDayInput label="To" value={endDate} sx={{ width: 180 }} onChange={(day) => {
            setEndDate(day);
            setPage(1);
          }} />
        <PeriodDownload startDate={startDate} endDate={endDate} />
      </Stack>
      {!data && loading && <FullPageSpinner />}
      {!data && error && <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />}
      {data && rows.length === 0 && <Alert severity="info">No tasks in this period.</Alert>}
      {rows.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Task reports">
            <TableHead>
              <TableRow>
                {['Day', 'Refiller', 'Finished', 'First Start', 'Last End', 'Distance', 'Average', 'State'].map((header) => (
                  <TableCell key={header}>{header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>
                    <TextLink component={Link} to={taskLinks.reportUrl(report.id)}>
                      {formatValue(report.executionDay, 'date')}
                    </TextLink>
                  </TableCell>
                  <TableCell>{report.assignee?.name ?? '—'}</TableCell>
                  <TableCell>
                    {report.tasksFinished} / {report.tasksTotal}
                  </TableCell>
                  <TableCell>{report.firstStart ? formatTime(report.firstStart) : '—'}</TableCell>
                  <TableCell>{report.lastEnd ? formatTime(report.lastEnd) : '—'}</TableCell>
                  <TableCell>{formatDistance(report.distanceKm)}</TableCell>
                  <TableCell>{formatMinutes(report.averageMinutes)}</TableCell>
                  <TableCell>{REPORT_STATES[report.state] ?? report.state}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={1}>
        <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous page
        </Button>
        <Button disabled={!data?.taskReports?.hasNextPage} onClick={() => setPage(page + 1)}>
          Next page
        </Button>
      </Stack>
    </Stack>
  );
}

/** The CSV of every task of the chosen days (company days, Asia/Jakarta), whatever its state. */
function PeriodDownload({ startDate, endDate }: { startDate: string; endDate: string }) {
  const client = useApolloClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const bounds = [startDate ? companyDayBounds(startDate).start : null, endDate ? companyDayBounds(endDate).end : null];
  const filters = bounds.every(Boolean)
    ? [{ field: 'executionTime', type: 'BETWEEN' as const, values: bounds as string[] }]
    : bounds[0]
      ? [{ field: 'executionTime', type: 'GREATER_THAN_EQUAL' as const, values: [bounds[0]] }]
      : bounds[1]
        ? [{ field: 'executionTime', type: 'LESS_THAN_EQUAL' as const, values: [bounds[1]] }]
        : [];
  const period = startDate && endDate ? (startDate === endDate ? formatValue(startDate, 'date') : `${formatValue(startDate, 'date')} – ${formatValue(endDate, 'date')}`) : startDate ? `from ${formatValue(startDate, 'date')}` : endDate ? `to ${formatValue(endDate, 'date')}` : 'every day';
  const download = async () => {
    setBusy(true);
    const timeZone = browserTimeZone();
    const queryInput = { sorts: [{ field: 'executionTime', direction: 'ASC' as const }], filters: { operator: 'AND' as const, options: filters } };
    const result = await client.query({ query: TasksReportDocument, variables: { queryInput, timeZone }, fetchPolicy: 'no-cache' }).catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const address = result.data?.tasksReport;
    if (address) saveFrom(address);
    else notify(result.error ? errorMessage(result.error) : 'The report could not be prepared.', 'error');
  };
  return (
    <Button variant="outlined" onClick={() => void download()} disabled={busy} title="Every task of the chosen days, as CSV">
      Download tasks of {period}
    </Button>
  );
}

/** Report Detail: one refiller's day, with its tasks in route order. */
export function ReportDetailPage() {
  const id = useParams()[TASK_REPORT_PARAM] ?? '';
  const { data, error, loading, refetch } = useQuery(TaskReportDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const report = data?.taskReport;
  if (!report && loading) return <FullPageSpinner />;
  if (!report && error && errorKind(error) !== 'notFound' && !/BAD_USER_INPUT|task report id/i.test(error.message)) {
    return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!report) return <NotFoundPage message="This report does not exist." back={{ to: taskLinks.reports, label: 'Back to the task reports' }} />;
  return (
    <Stack spacing={2}>
      <DetailView items={reportItems(report)} />
      <DetailTable
        title="Tasks of the day"
        rows={report.tasks}
        emptyText="No tasks."
        columns={[
          { header: 'Stop', value: (task) => task.routeOrder },
          { header: 'Execution Time', value: (task) => task.executionTime, format: 'datetime' },
          {
            header: 'Title',
            value: (task) => task.title,
            render: (task) => (
              <TextLink component={Link} to={taskLinks.allUrl(task.id)}>
                {task.title}
              </TextLink>
            ),
          },
          { header: 'Hub', value: (task) => task.hubName },
          { header: 'Type', value: (task) => labelIn(taskTypeLabels, task.type) },
          { header: 'State', value: (task) => task.state, render: (task) => <TaskStateChip state={task.state} /> },
          { header: 'Started', value: (task) => task.startedTime, format: 'datetime' },
          { header: 'Finished', value: (task) => task.finishedTime, format: 'datetime' },
        ]}
      />
    </Stack>
  );
}
