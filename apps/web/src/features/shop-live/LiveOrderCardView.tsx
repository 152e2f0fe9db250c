import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  formatLineChoices,
  formatRupiah,
  formatTime,
  courierVendorLabels,
  deliveryStatusLabels,
  labelIn,
  shopOrderTypeLabels,
  shopPaymentMethodLabels,
  type Labels,
} from '@back-office/domain';
import { useTranslation } from 'react-i18next';
import { customerLabel } from '../../components/customer-name';
import { ageOf, dueAt, type LiveOrderCard } from './live-board';

const AGE_COLOURS = { ok: 'success', yellow: 'warning', red: 'error' } as const;

/** One order on the live screen: what to make, for whom, and how long it has waited, in words and colour; `children` are the barista's buttons. */
export function LiveOrderCardView({ order, now, children }: { order: LiveOrderCard; now: Date; children?: ReactNode }) {
  const { t } = useTranslation();
  // Codes the live screen shows in the screen's language; one it has no words for reads as the console's label.
  const word = (code: string, labels: Labels<string>) => t(`live.labels.${code}`, { defaultValue: labelIn(labels, code) });
  const age = ageOf(order, now);
  const delivery = order.deliveryDetail;
  const scheduled = order.scheduleType === 'SCHEDULED' && order.pickUpTime;
  const titleId = `live-order-${order.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ borderLeftWidth: 6, borderLeftColor: `${AGE_COLOURS[age.level]}.main` }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
            {order.orderNoAlias}
          </Typography>
          <Chip size="small" color={AGE_COLOURS[age.level]} label={t('live.age.minutes', { words: t(`live.age.${age.level}`), count: age.minutes })} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {word(order.type, shopOrderTypeLabels)} · {customerLabel(order.customer)} · {labelIn(shopPaymentMethodLabels, order.paymentMethod)} {formatRupiah(order.paidAmount)}
        </Typography>
        {scheduled && (
          <Typography variant="body2">
            {t('live.scheduledAt', { pickUp: formatTime(order.pickUpTime), start: formatTime(dueAt(order)) })}
          </Typography>
        )}
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {order.menus.map((line, index) => {
            const choices = formatLineChoices(line);
            return (
              <li key={index}>
                <Typography variant="body1">
                  <strong>{line.amount}×</strong> {line.name}
                  {choices && ` (${choices})`}
                </Typography>
                {line.note && <Typography variant="body2">{t('live.note', { note: line.note })}</Typography>}
              </li>
            );
          })}
        </Box>
        {delivery && (
          <Typography variant="body2">
            {labelIn(courierVendorLabels, delivery.courierVendor)}:{' '}
            {delivery.status === 'cancelled' && delivery.cancellationReason
              ? t('live.cancelledBecause', { reason: delivery.cancellationReason })
              : delivery.status
                ? word(delivery.status, deliveryStatusLabels)
                : t('live.waitingForCourier')}
            {delivery.driverName && ` · ${delivery.driverName}`}
          </Typography>
        )}
        {order.promoPartner && <Typography variant="body2">{t('live.partner', { partner: order.promoPartner })}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
