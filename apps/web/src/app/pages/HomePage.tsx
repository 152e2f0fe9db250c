import { useQuery } from '@apollo/client/react';
import { Alert, Button, Chip, Grid, Link as MuiLink, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { formatNumber, formatRupiah } from '@back-office/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { browserTimeZone } from '../../components/list/filter-model';
import { hasAuthority, useCurrentUser, type CurrentUser } from '../../base/session';
import { useRetryWhileAway } from '../../base/retry';
import { usePageTitle } from '../layout/PageTitle';
import { HomeDocument, type HomeQuery } from './home.generated';
import { Figure, FigureBesideLastWeek, filteredList, Part, weekdayOf, wholeNumber } from './home-parts';
import { ShopPart } from './ShopPart';

/** The parts of the home page, each shown to those holding the authority its figures need. */
const PARTS = {
  machines: 'VIEW_MACHINE',
  sales: 'VIEW_ORDER',
  shop: 'VIEW_SHOP_ORDER',
  tasks: 'VIEW_ALL_TASKS',
  plan: 'VIEW_REFILLER_SCHEDULE',
} as const;

type Parts = Record<keyof typeof PARTS, boolean>;

const partsOf = (user: CurrentUser): Parts =>
  Object.fromEntries(Object.entries(PARTS).map(([part, authority]) => [part, hasAuthority(user, authority)])) as Parts;

/** The machine list filtered to active machines matching `field`. */
const machineListOf = (field: 'connected' | 'inError' | 'lowStock' | 'needsAttention', value: boolean) =>
  filteredList('/machine', [
    { field: 'active', type: 'EQUAL', values: ['true'] },
    { field, type: 'EQUAL', values: [String(value)] },
  ]);

/** All Tasks filtered to the tasks of `day` in `state`. */
const taskListOf = (day: string, state: 'DONE' | 'STARTED' | 'PENDING') =>
  filteredList('/task/all', [
    { field: 'executionTime', type: 'EQUAL', values: [day] },
    { field: 'state', type: 'EQUAL', values: [state] },
  ]);

/** The orders completed on `day`: the cups the sales part counts. */
const ordersOf = (day: string) =>
  filteredList('/order', [
    { field: 'createdTime', type: 'EQUAL', values: [day] },
    { field: 'state', type: 'EQUAL', values: ['COMPLETED'] },
  ]);

/** Public: a visitor sees what the console is and a way in; a signed-in user sees what needs attention, as far as their role lets them. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(undefined);

  if (!user) {
    return (
      <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', mt: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1" tabIndex={-1} sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <Typography color="text.secondary">{t('home.intro')}</Typography>
          <Button component={Link} to="/login" variant="contained">
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <SignedInHome user={user} />;
}

function SignedInHome({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const parts = partsOf(user);
  const anything = Object.values(parts).some(Boolean);
  // One request for every part the person may see; the server checks each part's authority again.
  // Today is the browser's day, as in the lists each figure leads to.
  const { data, error, loading, refetch } = useQuery(HomeDocument, { variables: { ...parts, timeZone: browserTimeZone() }, skip: !anything });
  const failed = error !== undefined && !data && !loading;
  useRetryWhileAway(failed, error, refetch, data !== undefined && error === undefined);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 700 }}>
          {t('home.welcome', { name: user.name })}
        </Typography>
        <Typography color="text.secondary">{t('home.signedInAs', { username: user.username, role: user.role })}</Typography>
      </div>
      {!anything && <Typography>{t('home.nothingToShow')}</Typography>}
      {failed && <ErrorState error={error} title={t('home.couldNotLoad')} onRetry={() => void refetch()} />}
      {error !== undefined && data && <Alert severity="warning">{t('home.couldNotLoad')}</Alert>}
      {!failed && (
        <Grid container spacing={2}>
          {parts.machines && (
            <Part title={t('home.machines')} loading={loading && !data} wide>
              {data?.fleetAttention && <Machines fleet={data.fleetAttention} />}
            </Part>
          )}
          {parts.sales && (
            <Part title={t('home.sales')} loading={loading && !data}>
              {data?.salesToday && <Sales sales={data.salesToday} />}
            </Part>
          )}
          {parts.shop && (
            <Part title={t('home.shop')} loading={loading && !data} wide>
              {data?.shopToday && <ShopPart shop={data.shopToday} />}
            </Part>
          )}
          {parts.tasks && (
            <Part title={t('home.tasks')} loading={loading && !data}>
              {data?.tasksToday && <Tasks tasks={data.tasksToday} />}
            </Part>
          )}
          {parts.plan && (
            <Part title={t('home.plan')} loading={loading && !data}>
              {data && <Plan plan={data.refillPlan ?? null} />}
            </Part>
          )}
        </Grid>
      )}
    </Stack>
  );
}

function Machines({ fleet }: { fleet: NonNullable<HomeQuery['fleetAttention']> }) {
  const { t } = useTranslation();
  const listed = fleet.machines.length;
  const more = Math.max(0, fleet.needing - listed);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label={t('home.offline')} value={wholeNumber(fleet.offline)} to={machineListOf('connected', false)} tone={fleet.offline ? 'error' : undefined} />
        <Figure label={t('home.inError')} value={wholeNumber(fleet.inError)} to={machineListOf('inError', true)} tone={fleet.inError ? 'error' : undefined} />
        <Figure label={t('home.lowStock')} value={wholeNumber(fleet.lowStock)} to={machineListOf('lowStock', true)} tone={fleet.lowStock ? 'warning' : undefined} />
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
          {t('home.activeMachines', { count: fleet.active, formatted: wholeNumber(fleet.active) })}
        </Typography>
      </Stack>
      {listed === 0 ? (
        <Typography>{t('home.machinesAllWell', { count: fleet.active })}</Typography>
      ) : (
        <List dense disablePadding>
          {fleet.machines.map((machine) => (
            <ListItem key={machine.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <MuiLink component={Link} to={`/machine/machine/${machine.id}`}>
                {machine.vmcNo} · {machine.name}
              </MuiLink>
              {machine.lastError && <Chip size="small" color="error" label={`${t('home.inError')}: ${machine.lastError}`} />}
              {!machine.connected && <Chip size="small" color="error" variant="outlined" label={t('home.offline')} />}
              {/* Orange text on white is too faint to read: the chip's border carries the colour. */}
              {machine.lowStock && <Chip size="small" variant="outlined" label={t('home.lowStock')} sx={{ borderColor: 'warning.main' }} />}
            </ListItem>
          ))}
          {fleet.machines.length > 0 && more > 0 && (
            <ListItem disableGutters>
              <MuiLink component={Link} to={machineListOf('needsAttention', true)}>
                {t('home.moreMachines', { count: more })}
              </MuiLink>
            </ListItem>
          )}
        </List>
      )}
    </Stack>
  );
}

function Sales({ sales }: { sales: NonNullable<HomeQuery['salesToday']> }) {
  const { t } = useTranslation();
  const weekday = weekdayOf(sales.day);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FigureBesideLastWeek label={t('home.cups')} now={sales.today.cups} before={sales.lastWeekSoFar.cups} format={wholeNumber} weekday={weekday} to={ordersOf(sales.day)} />
        <FigureBesideLastWeek label={t('home.revenue')} now={sales.today.revenue} before={sales.lastWeekSoFar.revenue} format={formatRupiah} weekday={weekday} to={ordersOf(sales.day)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('home.lastWeekWholeDay', { weekday, cups: wholeNumber(sales.lastWeekWholeDay.cups), revenue: formatRupiah(sales.lastWeekWholeDay.revenue) })}
      </Typography>
    </Stack>
  );
}

function Tasks({ tasks }: { tasks: NonNullable<HomeQuery['tasksToday']> }) {
  const { t } = useTranslation();
  if (tasks.total === 0) return <Typography>{t('home.tasksNone')}</Typography>;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Figure label={t('home.tasksDone')} value={wholeNumber(tasks.done)} to={taskListOf(tasks.day, 'DONE')} />
      <Figure label={t('home.tasksStarted')} value={wholeNumber(tasks.started)} to={taskListOf(tasks.day, 'STARTED')} />
      <Figure label={t('home.tasksPending')} value={wholeNumber(tasks.pending)} to={taskListOf(tasks.day, 'PENDING')} />
      <Figure label={t('home.tasksUnassigned')} value={wholeNumber(tasks.unassigned)} to="/task/all" tone={tasks.unassigned ? 'warning' : undefined} />
    </Stack>
  );
}

function Plan({ plan }: { plan: HomeQuery['refillPlan'] | null }) {
  const { t } = useTranslation();
  if (!plan) return <Typography>{t('home.planNone')}</Typography>;
  if (plan.state === 'RUNNING') return <Typography>{t('home.planRunning')}</Typography>;
  if (plan.state === 'FAILED') return <Typography color="error">{t('home.planFailed', { failure: plan.failure ?? '' })}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography>
        {t('home.planSummary', {
          planned: wholeNumber(plan.machinesPlanned),
          needing: wholeNumber(plan.machinesNeeding),
          refillers: wholeNumber(plan.refillers),
          distance: `${formatNumber(plan.totalDistanceKm, 1)} km`,
        })}
      </Typography>
      {plan.machinesOutOfReach > 0 ? (
        <MuiLink component={Link} to="/refiller-schedule/out-of-reach" sx={{ color: 'error.main', fontWeight: 600 }}>
          {t('home.planOutOfReach', { count: plan.machinesOutOfReach })}
        </MuiLink>
      ) : (
        <Typography color="success.main">{t('home.planAllReached')}</Typography>
      )}
    </Stack>
  );
}
