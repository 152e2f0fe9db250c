import {
  formatLineChoices,
  formatNumber,
  courierVendorLabels,
  labelIn,
  shopOrderStateLabels,
  shopOrderTypeLabels,
  shopPaymentMethodLabels,
} from '@back-office/domain';
import { Button, Link as TextLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import { customerLabel } from '../../components/customer-name';
import { DetailTable } from '../../components/DetailTable';
import { DetailView, type DetailItem } from '../../components/DetailView';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopOrderStateChip } from './ShopOrderListPages';
import { shopOrders } from './links';
import { ShopOrderDocument, type ShopOrderQuery } from './shop-orders.generated';

type Order = NonNullable<ShopOrderQuery['shopOrder']>;

function orderItems(order: Order): DetailItem[] {
  return [
    { label: 'Order No', value: order.orderNo },
    { label: 'Alias', value: order.orderNoAlias },
    { label: 'State', value: labelIn(shopOrderStateLabels, order.state), render: <ShopOrderStateChip state={order.state} /> },
    { label: 'Outlet', value: order.hub?.name },
    { label: 'Type', value: labelIn(shopOrderTypeLabels, order.type) },
    { label: 'Schedule', value: order.scheduleType === 'SCHEDULED' ? 'At a chosen time' : 'Now' },
    { label: 'Placed In', value: order.channel === 'POS' ? 'At the counter' : 'The ordering app' },
    { label: 'Customer', value: customerLabel(order.customerName, order.customer?.name) },
    { label: 'Membership Level', value: order.membershipLevelName },
    { label: 'Created By', value: order.createdBy },
    { label: 'Collected By', value: order.collectedBy },
    { label: 'Created', value: order.createdTime, format: 'datetime' },
    { label: 'Paid', value: order.paidTime, format: 'datetime' },
    { label: 'Accepted', value: order.acceptedTime, format: 'datetime' },
    { label: 'Pick-up Time', value: order.pickUpTime, format: 'datetime' },
    { label: 'Expected Ready', value: order.expectedCompletedTime, format: 'datetime' },
    { label: 'Delivered', value: order.deliveredTime, format: 'datetime' },
    { label: 'Completed', value: order.completedTime, format: 'datetime' },
    ...(order.state === 'WAITING_FOR_PAYMENT' || order.state === 'EXPIRED' ? [{ label: order.state === 'EXPIRED' ? 'Expired' : 'Expires', value: order.expiredTime, format: 'datetime' as const }] : []),
    { label: 'Payment Method', value: labelIn(shopPaymentMethodLabels, order.paymentMethod) },
    { label: 'Payment Reference', value: order.paymentReferenceId },
    { label: 'POS Promo Partner', value: order.posPromoPartner?.name },
    { label: 'Assigned Voucher', value: order.assignedVoucher?.code.name },
    { label: 'Remark', value: order.remark },
  ];
}

/** The order transaction summary: what finance reads. */
function summaryItems(order: Order): DetailItem[] {
  const summary = order.transactionSummary;
  return [
    { label: 'Total Price', value: summary.totalPrice, format: 'rupiah' },
    { label: 'Total Discount', value: summary.totalDiscount, format: 'rupiah' },
    { label: 'Net Price', value: summary.netPrice, format: 'rupiah' },
    { label: 'COGS', value: summary.cogs, format: 'rupiah' },
    { label: 'Gross Profit', value: summary.grossProfit, format: 'rupiah' },
    { label: 'Gross Profit %', value: summary.grossProfitPercentage === null ? null : `${formatNumber(summary.grossProfitPercentage)} %` },
    { label: 'Delivery Amount', value: summary.deliveryAmount, format: 'rupiah' },
    { label: 'Delivery Discount', value: summary.deliveryDiscount, format: 'rupiah' },
    { label: 'Total Paid', value: summary.totalPaid, format: 'rupiah' },
  ];
}

function deliveryItems(delivery: NonNullable<Order['deliveryDetail']>): DetailItem[] {
  const tracking = delivery.additionalData.liveTrackingUrl;
  return [
    { label: 'Courier', value: delivery.courier ?? labelIn(courierVendorLabels, delivery.courierVendor) },
    { label: 'Booking No', value: delivery.orderNo },
    { label: 'Status', value: delivery.statusText },
    { label: 'Status Time', value: delivery.eventDate, format: 'datetime' },
    { label: 'Attempt', value: delivery.attempt, format: 'number' },
    { label: 'Driver', value: delivery.driverName },
    { label: 'Driver Phone', value: delivery.driverPhone },
    { label: 'Receiver', value: delivery.receiverName },
    { label: 'Address', value: [delivery.address, delivery.addressDetail].filter(Boolean).join(', ') },
    { label: 'Contact Phone', value: delivery.contactPersonPhoneNumber },
    { label: 'Distance', value: delivery.totalDistanceInKms === null || delivery.totalDistanceInKms === undefined ? null : `${formatNumber(delivery.totalDistanceInKms)} km` },
    { label: 'Pick-up ETA', value: delivery.pickUpEta, format: 'datetime' },
    { label: 'Delivery ETA', value: delivery.deliveryEta, format: 'datetime' },
    { label: 'Delivery Fee', value: delivery.paidDeliveryFee, format: 'rupiah' },
    { label: 'Delivery Fee Discount', value: delivery.deliveryFeeDiscount, format: 'rupiah' },
    { label: 'Delivery Fee After Discount', value: delivery.deliveryFeeAfterDiscount, format: 'rupiah' },
    { label: 'Charged by the Courier', value: delivery.actualDeliveryFee, format: 'rupiah' },
    ...(delivery.cancellationReason ? [{ label: 'Cancelled', value: `${delivery.cancellationReason}${delivery.cancelledBy ? ` (by ${delivery.cancelledBy})` : ''}` }] : []),
    ...(delivery.additionalData.errorMessage ? [{ label: 'Courier Error', value: delivery.additionalData.errorMessage }] : []),
    ...(tracking ? [{ label: 'Live Tracking', value: tracking, render: <TextLink href={tracking} target="_blank" rel="noreferrer">Follow the driver</TextLink> }] : []),
  ];
}

export default function ShopOrderDetailPage() {
  const { record: order, gate } = useRecordFromRoute(ShopOrderDocument, shopOrders.param, (data) => data.shopOrder);
  if (!order) return gate;
  const delivery = order.deliveryDetail;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={
          <Button component={Link} to={shopOrders.listUrl}>
            Back
          </Button>
        }
        items={orderItems(order)}
      />
      <DetailTable
        title="Menus"
        // A placed order's lines always have their ids (only a draft's have none).
        rows={order.menus.map((line, index) => ({ ...line, id: line.id ?? index }))}
        emptyText="No lines."
        columns={[
          { header: 'Menu', value: (line) => line.name },
          { header: 'Choices', value: (line) => formatLineChoices(line) || '—' },
          { header: 'Note', value: (line) => line.note },
          { header: 'Amount', value: (line) => line.amount, format: 'number' },
          { header: 'Price', value: (line) => line.price + line.totalCustomizationPrice, format: 'rupiah' },
          { header: 'Total', value: (line) => line.totalPrice, format: 'rupiah' },
          { header: 'Discount', value: (line) => line.discount, format: 'rupiah' },
          { header: 'After Discount', value: (line) => line.totalPriceAfterDiscount, format: 'rupiah' },
        ]}
      />
      <DetailTable
        title="Promos"
        rows={order.promos.map((promo, index) => ({ ...promo, id: index }))}
        emptyText="No promo or voucher gave a discount."
        columns={[
          { header: 'Promo', value: (promo) => promo.name },
          { header: 'Kind', value: (promo) => ({ SHOP: 'Shop promo', POS: 'Counter promo', VOUCHER: 'Voucher' })[promo.kind] ?? promo.kind },
          { header: 'On', value: (promo) => (promo.discountLevel === 'DELIVERY' ? 'Delivery fee' : 'Items') },
          { header: 'Discount', value: (promo) => promo.discountUsed, format: 'rupiah' },
        ]}
      />
      <DetailView title="Transaction Summary" items={summaryItems(order)} />
      {delivery && (
        <>
          <DetailView title="Delivery" items={deliveryItems(delivery)} />
          <DetailTable
            title="Delivery Status History"
            rows={delivery.statusHistories.map((history, index) => ({ ...history, id: index }))}
            emptyText="No status from the courier yet."
            columns={[
              { header: 'Time', value: (history) => history.eventDate, format: 'datetime' },
              { header: 'Status', value: (history) => history.statusText },
              { header: 'Attempt', value: (history) => history.attempt, format: 'number' },
            ]}
          />
        </>
      )}
      <DetailTable
        title="Timeline"
        rows={order.timeline}
        emptyText="Nothing recorded yet."
        columns={[
          { header: 'Time', value: (entry) => entry.at, format: 'datetime' },
          { header: 'What Happened', value: (entry) => entry.what },
          { header: 'By', value: (entry) => entry.by },
          { header: 'Detail', value: (entry) => entry.detail },
        ]}
      />
    </Stack>
  );
}

