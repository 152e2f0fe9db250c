import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { cardApprovalCodeSchema, formatDateTime, formatRupiah, paidThroughGateway } from '@back-office/domain';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, serverFieldErrors } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ConfirmShopPosCardPaymentDocument, ShopPosOrderPaidDocument, ShopPosOrderPaymentDocument, type PosPaymentFieldsFragment } from './pos-payment.generated';

/*
 * The counter's payment step for an order just placed that is not cash (docs/shop-orders.md, "Paying
 * at the counter"). A wallet shows the payment gateway's QR code for the customer to scan, and its
 * link to open the wallet app; the step turns paid as soon as the gateway's payment arrives (the
 * outlet's live orderPaid events, or a read every few seconds for a cashier who may not follow the
 * live screen). A card is paid on the card reader, and the cashier types the approval code it prints.
 */

/** Without the live screen's permission the counter reads the order this often while it waits. */
const POLL_MS = 3_000;
/** With it, a slow read as well, in case an event is lost with the connection. */
const SAFETY_POLL_MS = 20_000;

export function PosPayment({ orderId, hubId }: { orderId: number; hubId: number }) {
  const { user } = useCurrentUser();
  const live = hasAuthority(user, 'VIEW_LIVE_ORDER');
  const { data, error, refetch, startPolling, stopPolling } = useQuery(ShopPosOrderPaymentDocument, { variables: { id: orderId }, fetchPolicy: 'network-only' });
  const payment = data?.shopPosOrderPayment;
  const waiting = payment?.state === 'WAITING_FOR_PAYMENT';

  useSubscription(ShopPosOrderPaidDocument, {
    variables: { shopHubId: hubId },
    skip: !live || !waiting,
    onData: ({ data: event }) => {
      if (event.data?.orderPaid?.id === orderId) void refetch();
    },
  });
  useEffect(() => {
    if (!waiting) return;
    startPolling(live ? SAFETY_POLL_MS : POLL_MS);
    return () => stopPolling();
  }, [waiting, live, startPolling, stopPolling]);

  if (!payment) return error ? <Alert severity="error">{errorMessage(error)}</Alert> : null;
  if (payment.paymentMethod === 'CASH') return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pos-pay-title">
      <Typography id="pos-pay-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Payment of order {payment.orderNoAlias}: {formatRupiah(payment.paidAmount)} by {payment.paymentMethodLabel}
      </Typography>
      {payment.state === 'PAID' ? (
        <Alert severity="success" role="status">
          Paid by {payment.paymentMethodLabel}
          {payment.paidTime ? ` at ${formatDateTime(payment.paidTime)}` : ''}
          {payment.paymentMethod === 'CREDIT_CARD' && payment.paymentReferenceId ? `, approval code ${payment.paymentReferenceId}` : ''}. The order goes to the barista.
        </Alert>
      ) : !waiting ? (
        <Alert severity="warning" role="status">
          This order is {payment.stateLabel.toLowerCase()}: it was not paid in time. Ring it up again to take the payment.
        </Alert>
      ) : paidThroughGateway(payment.paymentMethod) ? (
        <WalletStep payment={payment} />
      ) : payment.paymentMethod === 'CREDIT_CARD' ? (
        <CardStep payment={payment} />
      ) : null}
    </Paper>
  );
}

/** The gateway's QR code and link, while the customer pays. */
function WalletStep({ payment }: { payment: PosPaymentFieldsFragment }) {
  const wallet = payment.paymentMethodLabel;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {payment.qr ? <PaymentQr content={payment.qr} label={`QR code to pay ${formatRupiah(payment.paidAmount)} by ${wallet}`} /> : null}
      <Stack spacing={1}>
        <Typography>
          {payment.qr ? `Ask the customer to scan this code with ${wallet}` : `Ask the customer to pay with ${wallet}`}
          {payment.deeplink ? ', or to open the link on their phone.' : '.'}
        </Typography>
        {payment.deeplink && (
          <Link href={payment.deeplink} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            Open {wallet} to pay
          </Link>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography color="text.secondary">
            Waiting for the payment{payment.expiredTime ? `; the order expires unpaid at ${formatDateTime(payment.expiredTime)}` : ''}.
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}

/** What the gateway's QR holds, drawn in the browser; an address of the gateway's own QR image is shown as that image. */
function PaymentQr({ content, label }: { content: string; label: string }) {
  const image = /^https:\/\//i.test(content);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (image) return;
    let current = true;
    void QRCode.toString(content, { type: 'svg', margin: 2, width: 220, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [content, image]);
  if (image) return <Box component="img" src={content} alt={label} sx={{ width: 220, height: 220 }} />;
  return <Box role="img" aria-label={label} sx={{ width: 220, height: 220, flexShrink: 0, bgcolor: '#fff' }} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
}

/** The card reader's approval code, typed by the cashier once the reader approved the card. */
function CardStep({ payment }: { payment: PosPaymentFieldsFragment }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirming] = useMutation(ConfirmShopPosCardPaymentDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = cardApprovalCodeSchema.safeParse(code);
    if (!checked.success) return setProblem(checked.error.issues[0]!.message);
    setProblem(null);
    const result = await confirm({ variables: { id: payment.id, approvalCode: checked.data } });
    if (result.error) setProblem(serverFieldErrors(result.error).approvalCode ?? errorMessage(result.error));
  };

  return (
    <Stack spacing={1} component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
      <Typography>Take the card on the card reader. Once it is approved, type the approval code the reader printed.</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Approval code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={!!problem}
          helperText={problem ?? 'Usually 6 letters or digits.'}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, style: { textTransform: 'uppercase', letterSpacing: '0.1em' } } }}
          sx={{ flex: 1, maxWidth: 280 }}
        />
        <Button type="submit" variant="contained" disabled={confirming.loading} sx={{ alignSelf: 'flex-start', minHeight: 56 }}>
          Confirm card payment
        </Button>
      </Stack>
    </Stack>
  );
}
