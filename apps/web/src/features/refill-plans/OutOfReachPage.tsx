import { useMutation, useQuery } from '@apollo/client/react';
import { countOf, addDays, formatDate, formatDateTime, formatDistance, formatNumber, jakartaDay } from '@back-office/domain';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { ErrorState } from '../../components/ErrorState';
import { LazyDayInput } from '../../components/LazyDayInput';
import { useNotify } from '../../components/Snackbar';
import { Spinner } from '../../components/Spinner';
import { machineUrl } from '../machines/links';
import { PlanRefillsDocument, RefillPlanDocument, type RefillPlanFieldsFragment } from './refill-plans.generated';

type OutOfReach = RefillPlanFieldsFragment['outOfReach'][number];

/** Tomorrow in Jakarta, as YYYY-MM-DD: the day the evening's plan is for. */
const tomorrow = () => addDays(jakartaDay(), 1);

const RULES: Record<string, string> = {
  HUB_CLOSED: 'Hub closed',
  NO_VEHICLE: 'No refiller',
  ODD_EVEN_RATIONING: 'Odd-even rationing',
  CAPACITY: 'Gallons',
  MAX_DISTANCE: 'Distance',
  TIME_WINDOW: 'Opening hours',
  NO_CAPACITY_LEFT: 'Day full',
};

function Summary({ plan }: { plan: RefillPlanFieldsFragment }) {
  const figures = [
    ['Machines needing a visit', formatNumber(plan.machinesNeeding, 0)],
    ['Planned', formatNumber(plan.machinesPlanned, 0)],
    ['Out of reach', formatNumber(plan.machinesOutOfReach, 0)],
    ['Refillers working', formatNumber(plan.refillers, 0)],
    ['Distance', formatDistance(plan.totalDistanceKm)],
  ];
  return (
    <Paper component="section" aria-label="Plan" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Plan of {formatDate(plan.date)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' }, gap: 2, m: 0 }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {plan.state === 'RUNNING'
          ? `Being planned since ${formatDateTime(plan.startedTime)}.`
          : `${plan.requestedByEvening ? 'Planned by the evening run' : 'Planned on request'} on ${formatDateTime(plan.finishedTime ?? plan.startedTime)}, in ${formatNumber(plan.elapsedMs / 1000, 1)} s.`}
      </Typography>
      {plan.state === 'FAILED' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The last plan of this day failed: {plan.failure}
        </Alert>
      )}
    </Paper>
  );
}

const LIMITS: Record<string, { name: string; unit: string }> = {
  GALLONS: { name: 'the gallons a refiller carries', unit: 'gallons' },
  DISTANCE: { name: 'the kilometres a day', unit: 'km' },
  WORKING_HOURS: { name: 'the working hours', unit: 'h' },
};

const names = (people: { name: string }[]) => people.map((person) => person.name).join(', ');

/** What would reach the machines the plan left out: more refillers, who is away, and the limit that binds. */
function Advice({ plan }: { plan: RefillPlanFieldsFragment }) {
  const { advice } = plan;
  if (plan.machinesOutOfReach === 0) return null;
  const binding = advice.limits[0];
  const others = plan.machinesOutOfReach - advice.reachableWithMore;
  const lines: string[] = [];
  if (advice.reachableWithMore > 0) {
    lines.push(
      advice.moreRefillers === null
        ? `${advice.reachableWithMore} of the ${plan.machinesOutOfReach} machines out of reach need a refiller working that day: nobody is planned.`
        : `About ${countOf(advice.moreRefillers, 'more refiller')} would reach ${advice.reachableWithMore} of the ${plan.machinesOutOfReach} machines out of reach, at ${formatNumber(advice.stopsPerRoute ?? 0, 1)} stops a route, as today's ${advice.routes} route${advice.routes === 1 ? ' makes' : 's make'}.`,
    );
  }
  if (advice.onLeave.length > 0) lines.push(`On leave that day: ${names(advice.onLeave)}.`);
  if (advice.withoutStartPlace.length > 0) lines.push(`Working that day but left out, with no place their day starts from (set their latitude and longitude): ${names(advice.withoutStartPlace)}.`);
  if (binding && binding.share > 0) {
    const limit = LIMITS[binding.limit] ?? { name: binding.limit, unit: '' };
    lines.push(`The limit that binds is ${limit.name}: a route uses ${formatNumber(binding.used, 1)} of ${formatNumber(binding.allowed, 1)} ${limit.unit} on average (${formatNumber(binding.share * 100, 0)}%). Raising it in the AI configuration or the refillers' schedules lets a route make more stops.`);
  }
  if (others > 0) {
    const reasons = advice.reasons.filter((row) => !['NO_VEHICLE', 'NO_CAPACITY_LEFT', 'ODD_EVEN_RATIONING'].includes(row.reason));
    lines.push(`${others} no extra refiller would reach: ${reasons.map((row) => `${formatNumber(row.machines, 0)} ${(RULES[row.reason] ?? row.reason).toLowerCase()}`).join(', ')} (see the list below).`);
  }
  return (
    <Paper component="section" aria-label="What would reach them" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        What would reach them
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <Typography component="li" key={line} sx={{ mb: 0.5 }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The machines that needed a visit on a day that no refiller could make, with the rule that kept
 * them away; and "Plan this day", which plans it now as the evening run does.
 */
export default function OutOfReachPage() {
  const [date, setDate] = useState(tomorrow);
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(RefillPlanDocument, { variables: { date }, skip: !date, fetchPolicy: 'cache-and-network' });
  const [planRefills, planning] = useMutation(PlanRefillsDocument);
  const plan = data?.refillPlan ?? null;

  const planDay = async () => {
    const confirmed = await ask({
      title: 'Plan this day',
      text: `Plan the refills of ${formatDate(date)} now? Its unassigned tasks are replaced by the new plan's; tasks already assigned stay.`,
      confirmLabel: 'Plan',
    });
    if (!confirmed) return;
    try {
      const result = await planRefills({ variables: { date } });
      const made = result.data?.planRefills;
      if (made) notify(`Planned ${countOf(made.machinesPlanned, 'machine')}; ${made.machinesOutOfReach} out of reach.`);
      await refetch();
    } catch (failure) {
      notify(errorMessage(failure), 'error');
    }
  };

  const columns = [
    { header: 'Machine', value: (row: OutOfReach) => row.machine?.vmcNo ?? row.machineId, render: (row: OutOfReach) => <Link component={RouterLink} to={machineUrl(row.machineId)}>{row.machine?.vmcNo ?? `Machine ${row.machineId}`}</Link> },
    { header: 'Hub', value: (row: OutOfReach) => row.hubName ?? '' },
    { header: 'Rule', value: (row: OutOfReach) => RULES[row.reason] ?? row.reason },
    { header: 'Why', value: (row: OutOfReach) => row.message },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <LazyDayInput label="Day" value={date} onChange={setDate} sx={{ width: 200 }} />
        {hasAuthority(user, 'CREATE_TASK') && (
          <Button variant="contained" onClick={() => void planDay()} disabled={!date || planning.loading} startIcon={planning.loading ? <Spinner size={16} color="inherit" /> : undefined}>
            {planning.loading ? 'Planning…' : 'Plan this day'}
          </Button>
        )}
      </Stack>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden /> Loading the plan…
        </Box>
      ) : plan ? (
        <>
          <Summary plan={plan} />
          <Advice plan={plan} />
          <DetailTable title="Machines out of reach" rows={plan.outOfReach} columns={columns} emptyText={`Every machine that needs a visit on ${formatDate(plan.date)} has a refiller.`} />
        </>
      ) : (
        <Alert severity="info">{formatDate(date)} has not been planned yet. The evening run plans tomorrow's refills.</Alert>
      )}
      {dialog}
    </Stack>
  );
}
