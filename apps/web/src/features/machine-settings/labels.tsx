import { Chip } from '@mui/material';
import { MACHINE_ERROR_URGENCIES, QR_TYPES } from '@back-office/domain';

export const URGENCY_LABELS: Record<string, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', CRITICAL: 'Critical' };
export const URGENCY_OPTIONS = MACHINE_ERROR_URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value]! }));

export const QR_TYPE_LABELS: Record<string, string> = {
  wx_pub: 'WeChat Pay',
  alipay: 'Alipay',
  gopay: 'GoPay',
  jumppay: 'JumpPay',
  danapay: 'DANA',
  ajapay: 'LinkAja',
  jakpay: 'JakOne Pay',
};
export const QR_TYPE_OPTIONS = QR_TYPES.map((value) => ({ value, label: `${QR_TYPE_LABELS[value]} (${value})` }));

/** Filled and outlined, red for the urgent ones: colours that keep their text readable (WCAG AA). */
const URGENCY_LOOKS = {
  LOW: { variant: 'outlined', color: 'default' },
  MEDIUM: { variant: 'filled', color: 'default' },
  HIGH: { variant: 'outlined', color: 'error' },
  CRITICAL: { variant: 'filled', color: 'error' },
} as const;

/** A catalogued error's urgency, marked by how urgent it is. */
export function UrgencyChip({ urgency }: { urgency: string }) {
  const look = URGENCY_LOOKS[urgency as keyof typeof URGENCY_LOOKS] ?? URGENCY_LOOKS.LOW;
  return <Chip size="small" variant={look.variant} color={look.color} label={URGENCY_LABELS[urgency] ?? urgency} />;
}
