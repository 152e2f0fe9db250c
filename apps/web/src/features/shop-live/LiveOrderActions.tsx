import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../../base/errors';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Snackbar';
import type { LiveOrderCard } from './live-board';
import {
  LiveAckOrderDocument,
  LiveFinishOrderDocument,
  LiveReassignCourierDocument,
  LiveRetryDeliveryDocument,
  type LiveCouriersOnDutyQuery,
} from './shop-live.generated';

export type CourierOnDuty = NonNullable<LiveCouriersOnDutyQuery['shopCouriersOnDuty']>[number];

/** What the barista may do on this screen; the server checks the same authorities. */
export interface BaristaRights {
  accept: boolean;
  finish: boolean;
}

/** A delivery attempt that ended without a driver: the barista may try again or give it to our courier. */
const FAILED_DELIVERY = new Set(['cancelled', 'no_driver']);

/** Big enough for a finger on a tablet. */
const BIG = { minHeight: 56, fontSize: '1.1rem', fontWeight: 700 } as const;

/**
 * The barista's next step on an order card: Accept a paid order (for a delivery, optionally with one of
 * our couriers on duty), Finish an accepted one (after a confirmation), and for a delivery that found
 * no driver or was cancelled, Retry delivery or Change courier. Whatever the answer, the board reads
 * the outlet's orders again (`onSettled`): after a refusal because someone else moved the order first,
 * it then shows where the order stands.
 */
export function LiveOrderActions({ order, rights, couriers, onSettled }: { order: LiveOrderCard; rights: BaristaRights; couriers: readonly CourierOnDuty[]; onSettled: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [courierId, setCourierId] = useState<number | ''>('');
  const alias = order.orderNoAlias;
  const isDelivery = order.type === 'DELIVERY';
  const failedDelivery = isDelivery && Boolean(order.deliveryDetail?.status && FAILED_DELIVERY.has(order.deliveryDetail.status));

  const run = async (mutate: () => Promise<{ error?: unknown }>, done: string) => {
    setBusy(true);
    try {
      // Mutations answer their errors beside the data (errorPolicy 'all'); a dropped connection still throws.
      const result = await mutate().catch((error: unknown) => ({ error }));
      if (!result.error) notify(done);
      else if (CombinedGraphQLErrors.is(result.error) && result.error.errors.some((error) => error.extensions?.code === 'CONFLICT'))
        notify(t('live.notChanged', { alias, reason: saveErrorMessage(result.error) }), 'info');
      else notify(t('live.failed', { alias, reason: saveErrorMessage(result.error) }), 'error');
      await onSettled();
    } finally {
      setBusy(false);
    }
  };

  const chosenCourier = courierId === '' ? undefined : courierId;
  const canAccept = order.state === 'PAID' && rights.accept;
  const canMendDelivery = failedDelivery && rights.accept && (order.state === 'PAID' || order.state === 'ACK');
  // One courier choice serves both: accepting a delivery (none chosen: the vendor's courier) and changing the courier.
  const courierSelect = (isDelivery && canAccept) || (canMendDelivery && couriers.length > 0) ? (
    <TextField
      key="courier"
      select
      label={t('live.courierFor', { alias })}
      value={courierId}
      onChange={(event) => setCourierId(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      disabled={busy}
      fullWidth
    >
      <MenuItem value="">{canAccept ? t('live.vendorCourier') : t('live.chooseCourier')}</MenuItem>
      {couriers.map((courier) => (
        <MenuItem key={courier.id} value={courier.id}>
          {courier.courier.name}
        </MenuItem>
      ))}
    </TextField>
  ) : null;

  const buttons = [];
  if (courierSelect) buttons.push(courierSelect);
  if (canAccept) {
    buttons.push(
      <Button
        key="accept"
        variant="contained"
        size="large"
        sx={BIG}
        disabled={busy}
        onClick={() => void run(() => client.mutate({ mutation: LiveAckOrderDocument, variables: { shopOrderId: order.id, shopCourierId: isDelivery ? chosenCourier : undefined } }), t('live.accepted', { alias }))}
      >
        {t('live.accept')}
      </Button>,
    );
  }
  if (order.state === 'ACK' && rights.finish) {
    buttons.push(
      <Button
        key="finish"
        variant="contained"
        color="success"
        size="large"
        sx={BIG}
        disabled={busy}
        onClick={async () => {
          // Finishing is the barista's everyday step, not a destructive one: the confirmation wears the usual colour.
          const sure = await ask({ title: t('live.finishTitle', { alias }), text: t('live.finishText'), confirmLabel: t('live.finish'), cancelLabel: t('live.notYet'), destructive: false });
          if (sure) await run(() => client.mutate({ mutation: LiveFinishOrderDocument, variables: { shopOrderId: order.id } }), t('live.finished', { alias }));
        }}
      >
        {t('live.finish')}
      </Button>,
    );
  }
  if (canMendDelivery) {
    buttons.push(
      <Button key="retry" variant="outlined" size="large" sx={BIG} disabled={busy} onClick={() => void run(() => client.mutate({ mutation: LiveRetryDeliveryDocument, variables: { shopOrderId: order.id } }), t('live.retried', { alias }))}>
        {t('live.retry')}
      </Button>,
    );
    buttons.push(
      couriers.length === 0 ? (
        <Typography key="reassign" variant="body2">
          {t('live.noCourierOnDuty')}
        </Typography>
      ) : (
        <Button
          key="reassign"
          variant="outlined"
          size="large"
          sx={BIG}
          disabled={busy}
          onClick={() => {
            if (chosenCourier === undefined) notify(t('live.chooseCourierFirst', { alias }), 'info');
            else void run(() => client.mutate({ mutation: LiveReassignCourierDocument, variables: { shopOrderId: order.id, shopCourierId: chosenCourier } }), t('live.courierChanged', { alias }));
          }}
        >
          {t('live.changeCourier')}
        </Button>
      ),
    );
  }
  if (buttons.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      {buttons}
      {confirmDialog}
    </Stack>
  );
}
