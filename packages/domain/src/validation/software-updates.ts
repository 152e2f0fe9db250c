import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, optionalText, requiredText, wholeNumber } from './common';

/*
 * Software updates of the machines' app: a version (name for people, code for ordering), its
 * package (an uploaded APK or an https address), and its rollout to chosen machines, each of which
 * is sent the `upgrade` instruction and later reports the version it runs.
 */

/** The largest version code Android takes (a 32-bit signed integer). */
export const MAX_VERSION_CODE = 2_147_483_647;
/** Most machines one rollout call may name. */
export const MAX_ROLLOUT_MACHINES = 500;

/** The address `singleUpload` answers for a stored Android package. */
export const UPLOADED_APK_ADDRESS = /^\/uploads\/[0-9a-f]{32}\.apk$/;

export const SOFTWARE_UPDATE_MESSAGES = {
  versionName: 'Letters, digits, dots, hyphens, underscores and plus signs only, e.g. 1.4.2.',
  duplicateVersionCode: 'A software update with this version code already exists.',
  apkRequired: 'Upload the APK, or enter the https address it is downloaded from.',
  apkAddress: 'Upload an APK, or enter an address starting with https://.',
  sha256: 'A SHA-256 checksum is 64 hexadecimal digits.',
  noMachines: 'Choose at least one machine.',
  tooManyMachines: `At most ${MAX_ROLLOUT_MACHINES} machines at once.`,
  repeatedMachines: 'A machine is named twice.',
} as const;

/**
 * Where one machine of a rollout is: the upgrade instruction is waiting (SENT), the machine fetched it
 * (FETCHED), it acknowledged it but still reports an older version (ACKNOWLEDGED), it acknowledged
 * it and reports this version or a later one (INSTALLED), or a later instruction replaced it before
 * the machine acknowledged it (SUPERSEDED).
 */
export const ROLLOUT_STATES = ['SENT', 'FETCHED', 'ACKNOWLEDGED', 'INSTALLED', 'SUPERSEDED'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];

export const ROLLOUT_STATE_LABELS: Record<RolloutState, string> = {
  SENT: 'Sent',
  FETCHED: 'Fetched',
  ACKNOWLEDGED: 'Acknowledged',
  INSTALLED: 'Installed',
  SUPERSEDED: 'Superseded',
};

/** A version as people read it, e.g. 1.4.2 or 2.0.0-beta+7. */
export const versionName = requiredText(50).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.+_-]*$/, SOFTWARE_UPDATE_MESSAGES.versionName));

/** The version Android orders by: a positive whole number. */
export const versionCode = wholeNumber().positive(MESSAGES.greaterThan0).max(MAX_VERSION_CODE, MESSAGES.maximumValue(MAX_VERSION_CODE));

/** The package: an uploaded APK, or an https address elsewhere. */
export const apkUrl = z
  .string({ error: SOFTWARE_UPDATE_MESSAGES.apkRequired })
  .trim()
  .min(1, SOFTWARE_UPDATE_MESSAGES.apkRequired)
  .max(1000, 'Maximum 1000 characters.')
  .refine((value) => UPLOADED_APK_ADDRESS.test(value) || /^https:\/\/[^\s/]+\.[^\s]*$/.test(value), SOFTWARE_UPDATE_MESSAGES.apkAddress);

const softwareUpdateFields = {
  versionName,
  versionCode,
  apkUrl,
  releaseNotes: optionalText(2000),
};

export const softwareUpdateSchema = z.object(softwareUpdateFields);
export const softwareUpdateUpdateSchema = z.object(softwareUpdateFields).partial();
export type SoftwareUpdateInput = z.infer<typeof softwareUpdateSchema>;
export type SoftwareUpdateUpdateInput = z.infer<typeof softwareUpdateUpdateSchema>;

/** The machines to send an update to. */
export const softwareRolloutSchema = z.object({
  id,
  machineIds: z
    .array(id, { error: SOFTWARE_UPDATE_MESSAGES.noMachines })
    .min(1, SOFTWARE_UPDATE_MESSAGES.noMachines)
    .max(MAX_ROLLOUT_MACHINES, SOFTWARE_UPDATE_MESSAGES.tooManyMachines)
    .refine((ids) => new Set(ids).size === ids.length, SOFTWARE_UPDATE_MESSAGES.repeatedMachines),
});
export type SoftwareRolloutInput = z.infer<typeof softwareRolloutSchema>;

/**
 * What a heartbeat may carry: the version of the machine's app. Both or neither: a machine that
 * sends no version (older software) is still heard.
 */
export const heartbeatPayloadSchema = z
  .object({
    versionName: versionName.optional(),
    versionCode: versionCode.optional(),
  })
  .loose()
  .refine((value) => (value.versionName === undefined) === (value.versionCode === undefined), {
    message: 'Send versionName and versionCode together.',
    path: ['versionCode'],
  });

/** What the `upgrade` instruction hands the machine: the package to install and the version it is. */
export interface UpgradePayload {
  updateId: number;
  versionName: string;
  versionCode: number;
  /** An https address, or an address on the console's own server (/uploads/...). */
  apkUrl: string;
  /** Of the package's bytes, when the server holds them (an uploaded APK). */
  sha256?: string;
}
