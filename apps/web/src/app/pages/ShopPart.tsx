import { Stack } from '@mui/material';
import { formatRupiah, type ShopOrderState } from '@back-office/domain';
import { useTranslation } from 'react-i18next';
import { Figure, FigureBesideLastWeek, filteredList, weekdayOf, wholeNumber } from './home-parts';
import type { HomeQuery } from './home.generated';

/** The shop orders in `states` (and placed on `day`, when given). */
const shopOrdersOf = (states: ShopOrderState[], day?: string) =>
  filteredList('/shop-order', [
    ...(day ? [{ field: 'createdTime', type: 'EQUAL' as const, values: [day] }] : []),
    { field: 'state', type: states.length > 1 ? 'IN' : 'EQUAL', values: states },
  ]);

const PAID: ShopOrderState[] = ['PAID', 'ACK', 'COMPLETED'];

/** Today's paid shop orders beside last week, and the orders open at the outlets now. */
export function ShopPart({ shop }: { shop: NonNullable<HomeQuery['shopToday']> }) {
  const { t } = useTranslation();
  const weekday = weekdayOf(shop.day);
  const paidToday = shopOrdersOf(PAID, shop.day);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FigureBesideLastWeek label={t('home.shopOrders')} now={shop.today.orders} before={shop.lastWeekSoFar.orders} format={wholeNumber} weekday={weekday} to={paidToday} />
        <FigureBesideLastWeek label={t('home.shopRevenue')} now={shop.today.revenue} before={shop.lastWeekSoFar.revenue} format={formatRupiah} weekday={weekday} to={paidToday} />
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label={t('home.shopWaiting')} value={wholeNumber(shop.waiting)} to={shopOrdersOf(['PAID'])} tone={shop.waiting ? 'warning' : undefined} />
        <Figure label={t('home.shopMaking')} value={wholeNumber(shop.making)} to={shopOrdersOf(['ACK'])} />
        <Figure label={t('home.shopUnpaid')} value={wholeNumber(shop.unpaid)} to={shopOrdersOf(['WAITING_FOR_PAYMENT'])} />
      </Stack>
    </Stack>
  );
}
