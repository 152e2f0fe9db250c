import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { deliveryStatusLabels, formatRupiah, formatTime, isReadyForPickUp, labelIn, shopPaymentMethodLabels, type ShopOrderState } from '@back-office/domain';
import { errorMessage } from '../../base/errors';
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { useNotify } from '../../components/Snackbar';
import { Spinner } from '../../components/Spinner';
import { CompleteCourierOrderDocument, CourierOrdersByCourierDocument, DeliverCourierOrderDocument, type CourierOrdersByCourierQuery } from './courier-tasks.generated';

type Delivery = NonNullable<CourierOrdersByCourierQuery['courierOrdersByCourier']>[number];

/** A courier on the road gets no live events on this page; a new delivery shows within this long. */
const REFRESH_MS = 30_000;

const NOT_PICKED_UP = new Set(['confirmed', 'allocated', 'out_for_pickup', null]);

/**
 * A courier's deliveries, made for a phone: one card per order with where to pick it up and where to
 * take it, and the one next step as a large button. Delivered orders stay at the bottom for a while.
 */
export default function CourierTaskPage() {
  const { data, loading, error, refetch } = useQuery(CourierOrdersByCourierDocument, { fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS });
  const deliveries = data?.courierOrdersByCourier ?? [];
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Spinner aria-label="Loading your deliveries" />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {deliveries.length === 0 ? (
        <Alert severity="info">No deliveries for you right now. An outlet gives you one when it accepts a delivery order.</Alert>
      ) : (
        deliveries.map((delivery) => <DeliveryCard key={delivery.id} delivery={delivery} />)
      )}
    </Stack>
  );
}

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const refresh = { refetchQueries: ['CourierOrdersByCourier'], awaitRefetchQueries: true };
  const [deliver, delivering] = useMutation(DeliverCourierOrderDocument, refresh);
  const [complete, completing] = useMutation(CompleteCourierOrderDocument, refresh);
  const waiting = NOT_PICKED_UP.has(delivery.deliveryDetail?.status ?? null);
  // The outlet is still making it: the courier picks it up once it is finished (the server refuses earlier).
  const beingMade = waiting && !isReadyForPickUp(delivery.state as ShopOrderState);
  const onTheWay = delivery.deliveryDetail?.status === 'picked' || delivery.deliveryDetail?.status === 'out_for_delivery';
  const title = `Order ${delivery.orderNoAlias}`;

  const pickUp = async () => {
    const result = await deliver({ variables: { shopOrderId: delivery.id } });
    notify(result.error ? errorMessage(result.error) : `${title} picked up. On your way.`, result.error ? 'error' : 'success');
  };
  const handOver = async () => {
    const confirmed = await ask({ title: `${title} delivered?`, text: `Confirm that ${delivery.deliveryDetail?.receiverName ?? delivery.customerName ?? 'the customer'} has received the order. This cannot be undone.`, confirmLabel: 'Delivered' });
    if (!confirmed) return;
    const result = await complete({ variables: { shopOrderId: delivery.id } });
    notify(result.error ? errorMessage(result.error) : `${title} delivered.`, result.error ? 'error' : 'success');
  };

  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Chip label={beingMade ? 'Being made' : labelIn(deliveryStatusLabels, delivery.deliveryDetail?.status) || 'Waiting'} color={delivery.deliveryDetail?.status === 'delivered' ? 'success' : onTheWay ? 'secondary' : 'default'} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {delivery.orderNo}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <strong>Pick up at:</strong> {delivery.hub?.name}
          {delivery.hub?.address ? `, ${delivery.hub.address}` : ''}
        </Typography>
        <Typography>
          <strong>Deliver to:</strong> {delivery.deliveryDetail?.receiverName ?? delivery.customerName ?? 'Customer'}
          {delivery.deliveryDetail?.address ? `, ${delivery.deliveryDetail.address}` : ''}
          {delivery.deliveryDetail?.addressDetail ? ` (${delivery.deliveryDetail.addressDetail})` : ''}
        </Typography>
        {delivery.deliveryDetail?.contactPersonPhoneNumber && (
          <Typography>
            <strong>Phone:</strong> <Link href={`tel:${delivery.deliveryDetail.contactPersonPhoneNumber}`}>{delivery.deliveryDetail.contactPersonPhoneNumber}</Link>
          </Typography>
        )}
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {delivery.menus.map((line, index) => (
            <li key={index}>
              {line.amount} × {line.name}
              {line.note ? ` (${line.note})` : ''}
            </li>
          ))}
        </Box>
        <Typography variant="body2">
          Paid {formatRupiah(delivery.paidAmount)} by {labelIn(shopPaymentMethodLabels, delivery.paymentMethod)}
          {delivery.pickUpTime ? ` · picked up ${formatTime(delivery.pickUpTime)}` : ''}
          {delivery.deliveredTime ? ` · delivered ${formatTime(delivery.deliveredTime)}` : ''}
        </Typography>
      </CardContent>
      {(waiting || onTheWay) && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {waiting && beingMade && (
            <Typography role="status" sx={{ fontWeight: 700 }}>
              Being made at the outlet: pick it up once it is ready.
            </Typography>
          )}
          {waiting && !beingMade && (
            <Button fullWidth size="large" variant="contained" onClick={pickUp} disabled={delivering.loading}>
              Picked up, on my way
            </Button>
          )}
          {onTheWay && (
            <Button fullWidth size="large" variant="contained" color="success" onClick={handOver} disabled={completing.loading}>
              Delivered
            </Button>
          )}
        </CardActions>
      )}
      {confirmDialog}
    </Card>
  );
}
