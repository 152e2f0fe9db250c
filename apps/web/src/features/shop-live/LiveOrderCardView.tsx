import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatLineChoices, formatRupiah, formatTime, labelOf } from '@back-office/domain';
import { ageOf, dueAt, type LiveOrderCard } from './live-board';

const AGE_COLOURS = { ok: 'success', yellow: 'warning', red: 'error' } as const;

/** One order on the live screen: what to make, for whom, and how long it has waited, in words and colour; `children` are the barista's buttons. */
export function LiveOrderCardView({ order, now, children }: { order: LiveOrderCard; now: Date; children?: ReactNode }) {
  const age = ageOf(order, now);
  const scheduled = order.scheduleType === 'SCHEDULED' && order.pickUpTime;
  const titleId = `live-order-${order.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ borderLeftWidth: 6, borderLeftColor: `${AGE_COLOURS[age.level]}.main` }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
            {order.orderNoAlias}
          </Typography>
          <Chip size="small" color={AGE_COLOURS[age.level]} label={`${age.words} · ${age.minutes} min`} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {labelOf(order.type)} · {order.customer ?? 'Walk-in customer'} · {labelOf(order.paymentMethod)} {formatRupiah(order.paidAmount)}
        </Typography>
        {scheduled && (
          <Typography variant="body2">
            Pick-up at {formatTime(order.pickUpTime)}; start making at {formatTime(dueAt(order))}
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
                {line.note && <Typography variant="body2">Note: {line.note}</Typography>}
              </li>
            );
          })}
        </Box>
        {order.deliveryDetail && (
          <Typography variant="body2">
            {labelOf(order.deliveryDetail.courierVendor)}: {order.deliveryDetail.status ? labelOf(order.deliveryDetail.status) : 'Waiting for a courier'}
            {order.deliveryDetail.driverName && ` · ${order.deliveryDetail.driverName}`}
          </Typography>
        )}
        {order.promoPartner && <Typography variant="body2">Partner: {order.promoPartner}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
