import { useApolloClient, useQuery, useReactiveVar, useSubscription } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { liveConnection } from '../../base/live-connection';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { COLUMNS, columnOf, mergeOrder, type ColumnId, type LiveOrderCard } from './live-board';
import { LiveOrderActions, type BaristaRights } from './LiveOrderActions';
import { LiveOrderCardView } from './LiveOrderCardView';
import { LIVE_ORDER_HUB_PARAM } from './links';
import {
  LiveOrderCashDocument,
  LiveCouriersOnDutyDocument,
  LiveOrderCourierAssignedDocument,
  LiveOrderDeliveryStatusUpdatedDocument,
  LiveOrderPaidDocument,
  LiveOrdersDocument,
} from './shop-live.generated';
import { useShift } from './useShift';

/**
 * A safety net beside the live updates, and how another tablet at the outlet learns that an order was
 * accepted or finished: those moves publish no event (none of the live topics names them), so a
 * tablet that did not act sees them at its next read. It also keeps a quiet screen's session alive.
 */
const READ_AGAIN_MS = 30_000;

/**
 * A barista's live screen: the outlet's open orders in columns, moved by live updates. Events are
 * hints: on every (re)connect, and every few minutes, the screen reads the outlet's open orders again,
 * so an order paid while the tablet was offline is there when it is back.
 */
export default function LiveOrderPage() {
  const { t } = useTranslation();
  const shopHubId = Number(useParams()[LIVE_ORDER_HUB_PARAM]);
  const client = useApolloClient();
  const connection = useReactiveVar(liveConnection);
  const shift = useShift();
  const [orders, setOrders] = useState<Map<number, LiveOrderCard> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [now, setNow] = useState(() => new Date());
  const seen = useRef(new Set<number>());
  const { user } = useCurrentUser();
  const rights: BaristaRights = useMemo(() => ({ accept: hasAuthority(user, 'ACCEPT_ORDER'), finish: hasAuthority(user, 'FINISH_ORDER') }), [user]);
  // Who is on duty changes by the hour: read again with the orders (below).
  const couriers = useQuery(LiveCouriersOnDutyDocument, { variables: { shopHubId }, skip: !rights.accept, fetchPolicy: 'cache-and-network' });
  const couriersOnDuty = couriers.data?.shopCouriersOnDuty ?? [];
  const refetchCouriers = couriers.refetch;

  const readAll = useCallback(async () => {
    const result = await client.query({ query: LiveOrdersDocument, variables: { shopHubId }, fetchPolicy: 'network-only' });
    if (result.error || !result.data?.liveOrders) {
      setError(result.error ?? new Error(t('live.readFailed')));
      return;
    }
    setError(null);
    // The live screen shows placed orders; a counter's drafts are followed at the counter.
    const placed = result.data.liveOrders.flatMap((order) => (order.__typename === 'ShopOrder' ? [order] : []));
    for (const order of placed) seen.current.add(order.id);
    setOrders(new Map(placed.map((order) => [order.id, order])));
  }, [client, shopHubId, t]);

  // On opening, on every (re)connect, and now and then.
  useEffect(() => {
    void readAll();
  }, [readAll, connection.connections]);
  useEffect(() => {
    const timer = setInterval(() => void readAll(), READ_AGAIN_MS);
    return () => clearInterval(timer);
  }, [readAll]);
  // After an action, whatever its answer: the acting tablet shows the order where it now stands at once.
  const settled = useCallback(async () => {
    await readAll();
    if (rights.accept) void refetchCouriers().catch(() => undefined);
  }, [readAll, rights.accept, refetchCouriers]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const arrived = useCallback(
    (order: LiveOrderCard | null | undefined) => {
      if (!order) return;
      if (!seen.current.has(order.id) && order.state === 'PAID') shift.chime();
      seen.current.add(order.id);
      setOrders((current) => mergeOrder(current ?? new Map(), order));
    },
    [shift],
  );
  const variables = { shopHubId };
  useSubscription(LiveOrderPaidDocument, { variables, onData: ({ data }) => arrived(data.data?.orderPaid) });
  useSubscription(LiveOrderCashDocument, { variables, onData: ({ data }) => arrived(data.data?.orderCash) });
  useSubscription(LiveOrderCourierAssignedDocument, { variables, onData: ({ data }) => arrived(data.data?.orderCourierAssigned) });
  useSubscription(LiveOrderDeliveryStatusUpdatedDocument, { variables, onData: ({ data }) => arrived(data.data?.orderDeliveryStatusUpdated) });

  const columns = useMemo(() => {
    const byColumn = new Map<ColumnId, LiveOrderCard[]>(COLUMNS.map((column) => [column, []]));
    for (const order of orders?.values() ?? []) {
      const column = columnOf(order, now);
      if (column) byColumn.get(column)!.push(order);
    }
    return byColumn;
  }, [orders, now]);

  if (error && !orders) return <ErrorState error={error} title={t('live.readFailed')} onRetry={() => void readAll()} />;
  const hubName = orders?.values().next().value?.hub.name;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {hubName ?? t('live.outlet', { id: shopHubId })}
        </Typography>
        {shift.started ? (
          <Typography variant="body2" role="status">
            {shift.awake ? t('live.shiftStartedAwake') : t('live.shiftStarted')}
          </Typography>
        ) : (
          <Button variant="contained" onClick={shift.start}>
            {t('live.startShift')}
          </Button>
        )}
      </Stack>
      {connection.everConnected && !connection.connected && (
        <Alert severity="warning" role="alert">
          {t('live.disconnected')}
        </Alert>
      )}
      {!orders ? (
        <Spinner />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
          {COLUMNS.map((column) => {
            const list = columns.get(column)!;
            return (
              <Paper key={column} component="section" aria-labelledby={`column-${column}`} variant="outlined" sx={{ p: 1.5, bgcolor: 'background.default' }}>
                <Typography id={`column-${column}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t(`live.columns.${column}`)} ({list.length})
                </Typography>
                <Stack spacing={1.5}>
                  {list.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t(`live.columns.${column}Empty`)}
                    </Typography>
                  ) : (
                    list.map((order) => (
                      <LiveOrderCardView key={order.id} order={order} now={now}>
                        <LiveOrderActions order={order} rights={rights} couriers={couriersOnDuty} onSettled={settled} />
                      </LiveOrderCardView>
                    ))
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
