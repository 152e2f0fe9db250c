import { Box, Stack, Typography } from '@mui/material';
import { formatNumber, formatRupiah, type ShopOrderState } from '@back-office/domain';
import { useTranslation } from 'react-i18next';
import { encodeCondition } from '../../components/list/list-state';
import { change, Figure, weekdayOf } from './home-parts';
import type { HomeQuery } from './home.generated';

/** The shop orders in `states` (and placed on `day`, when given), as the order list's filter bar would write it. */
const shopOrdersOf = (states: ShopOrderState[], day?: string) =>
  `/shop-order?${new URLSearchParams([
    ...(day ? [['f', encodeCondition({ field: 'createdTime', type: 'EQUAL', values: [day] })]] : []),
    ['f', encodeCondition({ field: 'state', type: states.length > 1 ? 'IN' : 'EQUAL', values: states })],
  ])}`;

const PAID: ShopOrderState[] = ['PAID', 'ACK', 'COMPLETED'];

/** Today's paid shop orders beside last week, and the orders open at the outlets now. */
export function ShopPart({ shop }: { shop: NonNullable<HomeQuery['shopToday']> }) {
  const { t } = useTranslation();
  const weekday = weekdayOf(shop.day);
  const paidToday = shopOrdersOf(PAID, shop.day);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box>
          <Figure label={t('home.shopOrders')} value={formatNumber(shop.today.orders, 0)} to={paidToday} />
          <Typography variant="body2" color="text.secondary">
            {t('home.lastWeekSoFar', { value: formatNumber(shop.lastWeekSoFar.orders, 0), weekday }) + change(shop.today.orders, shop.lastWeekSoFar.orders)}
          </Typography>
        </Box>
        <Box>
          <Figure label={t('home.shopRevenue')} value={formatRupiah(shop.today.revenue)} to={paidToday} />
          <Typography variant="body2" color="text.secondary">
            {t('home.lastWeekSoFar', { value: formatRupiah(shop.lastWeekSoFar.revenue), weekday }) + change(shop.today.revenue, shop.lastWeekSoFar.revenue)}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label={t('home.shopWaiting')} value={formatNumber(shop.waiting, 0)} to={shopOrdersOf(['PAID'])} tone={shop.waiting ? 'warning' : undefined} />
        <Figure label={t('home.shopMaking')} value={formatNumber(shop.making, 0)} to={shopOrdersOf(['ACK'])} />
        <Figure label={t('home.shopUnpaid')} value={formatNumber(shop.unpaid, 0)} to={shopOrdersOf(['WAITING_FOR_PAYMENT'])} />
      </Stack>
    </Stack>
  );
}
