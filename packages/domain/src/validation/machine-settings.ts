import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, optionalText, requiredText } from './common';

/** The largest file an upload may carry (spec point 9). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** What an upload may be, told by its content; each use accepts some of them. */
export const UPLOAD_KINDS = ['IMAGE', 'ANDROID_PACKAGE'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is too large: at most 50 MB.',
  empty: 'The file is empty.',
  notImage: 'This file is not a PNG, JPEG, WebP or GIF image.',
  notAndroidPackage: 'This file is not an Android package (APK).',
  notAccepted: 'This file is not a PNG, JPEG, WebP or GIF image, nor an Android package (APK).',
} as const;

/** The address `singleUpload` answers for a stored image. */
export const UPLOADED_IMAGE_ADDRESS = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** A picture: an uploaded image, or an http(s) address elsewhere. */
export function imageAddress(maximum = 500) {
  return optionalText(maximum).pipe(
    z
      .string()
      .refine((value) => UPLOADED_IMAGE_ADDRESS.test(value) || /^https?:\/\/\S+$/.test(value), 'Upload an image, or enter an address starting with http:// or https://.')
      .nullable(),
  );
}

/** How urgent a catalogued machine error is; the spec names the field, not its values. */
export const MACHINE_ERROR_URGENCIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type MachineErrorUrgency = (typeof MACHINE_ERROR_URGENCIES)[number];

/** The payment providers a QR can be for (spec point 3). */
export const QR_TYPES = ['wx_pub', 'alipay', 'gopay', 'jumppay', 'danapay', 'ajapay', 'jakpay'] as const;
export type QrType = (typeof QR_TYPES)[number];

export const MACHINE_SETTINGS_MESSAGES = {
  errorCode: 'Only capital letters, digits, hyphens and underscores are allowed.',
  duplicateErrorCode: 'A machine error with this code already exists.',
  duplicatePayment: 'This machine already has a payment setting.',
  duplicateQr: 'This machine already has a QR of this type.',
} as const;

const machineErrorFields = {
  /** As the machine reports it, e.g. E12. */
  code: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(32, MESSAGES.maxLength32Characters)
    .regex(/^[A-Z0-9_-]+$/, MACHINE_SETTINGS_MESSAGES.errorCode),
  description: requiredText(500),
  urgency: z.enum(MACHINE_ERROR_URGENCIES, { error: MESSAGES.required }),
};
export const machineErrorSchema = z.object(machineErrorFields);
export const machineErrorUpdateSchema = z.object(machineErrorFields).partial();

/** A text of a payment partner's identifiers: letters, digits and a few separators. */
const identifier = (maximum: number) => requiredText(maximum);
const optionalIdentifier = (maximum: number) => optionalText(maximum);
const secret = requiredText(4000);

const machinePaymentFields = {
  machineId: id,
  mid: identifier(50),
  tid: identifier(50),
  storeId: optionalIdentifier(50),
  posId: optionalIdentifier(50),
  partnerId: optionalIdentifier(100),
  clientId: identifier(100),
  channelId: optionalIdentifier(50),
  /** Written, never read back. */
  clientSecret: secret,
  /** Written, never read back: the key the machine's payments are signed with. */
  privateKey: optionalText(4000),
  active: z.boolean({ error: MESSAGES.required }),
};
export const machinePaymentSchema = z.object(machinePaymentFields);
/** The machine of a payment setting does not change; a secret is given only to replace it. */
export const machinePaymentUpdateSchema = z.object(machinePaymentFields).omit({ machineId: true }).partial();

const machineQrFields = {
  machineId: id,
  qrType: z.enum(QR_TYPES, { error: MESSAGES.required }),
  /** The text the QR encodes: a QRIS string or an address. */
  content: requiredText(1000),
  description: optionalText(500),
  active: z.boolean({ error: MESSAGES.required }),
};
export const machineQrSchema = z.object(machineQrFields);
export const machineQrUpdateSchema = z.object(machineQrFields).partial();

export type MachineErrorInput = z.infer<typeof machineErrorSchema>;
export type MachineErrorUpdateInput = z.infer<typeof machineErrorUpdateSchema>;
export type MachinePaymentInput = z.infer<typeof machinePaymentSchema>;
export type MachinePaymentUpdateInput = z.infer<typeof machinePaymentUpdateSchema>;
export type MachineQrInput = z.infer<typeof machineQrSchema>;
export type MachineQrUpdateInput = z.infer<typeof machineQrUpdateSchema>;
