import { z } from 'zod';
import { activeFlag, calendarDay, id, integer, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';
import { UPLOADED_IMAGE_ADDRESS } from './machine-settings';

/*
 * Banners and screensavers: pictures machines show, a banner beside the menu and a screensaver while
 * nobody is ordering. Both have the same shape: an uploaded image, the machines it plays on (every
 * machine, chosen machine types or chosen machines), its order among the others, the days it plays
 * and whether it is active.
 */

/** Where a picture plays: on every machine, on the machines of chosen types, or on chosen machines. */
export const MACHINE_MEDIA_TARGETS = ['ALL', 'MACHINE_TYPES', 'MACHINES'] as const;
export type MachineMediaTarget = (typeof MACHINE_MEDIA_TARGETS)[number];

export const MACHINE_MEDIA_TARGET_LABELS: Record<MachineMediaTarget, string> = {
  ALL: 'All machines',
  MACHINE_TYPES: 'Chosen machine types',
  MACHINES: 'Chosen machines',
};

export const MACHINE_MEDIA_MESSAGES = {
  imageRequired: 'Upload an image.',
  notStoredImage: 'Upload the image here: only an image stored by this console can play on machines.',
  endBeforeStart: 'The end date must not be before the start date.',
  chooseMachineTypes: 'Choose at least one machine type.',
  chooseMachines: 'Choose at least one machine.',
  tooManyTargets: 'Choose at most 500.',
} as const;

/** What plays and when: whatever the record kind. */
export type MachineMediaPeriod = { startDate?: string | null; endDate?: string | null };

/** The end date before the start date, as an issue on the end date; nothing when either is missing. */
export function periodIssues({ startDate, endDate }: MachineMediaPeriod) {
  return startDate && endDate && endDate < startDate ? [{ path: ['endDate'], message: MACHINE_MEDIA_MESSAGES.endBeforeStart }] : [];
}

/** The chosen kind of target without any choice, as an issue on its list. */
export function targetIssues({ target, machineTypeIds, machineIds }: { target?: MachineMediaTarget | null; machineTypeIds?: number[] | null; machineIds?: number[] | null }) {
  if (target === 'MACHINE_TYPES' && (machineTypeIds ?? []).length === 0) return [{ path: ['machineTypeIds'], message: MACHINE_MEDIA_MESSAGES.chooseMachineTypes }];
  if (target === 'MACHINES' && (machineIds ?? []).length === 0) return [{ path: ['machineIds'], message: MACHINE_MEDIA_MESSAGES.chooseMachines }];
  return [];
}

/** An image `singleUpload` stored; an address elsewhere is refused. */
export const storedImageAddress = z
  .string({ error: MACHINE_MEDIA_MESSAGES.imageRequired })
  .trim()
  .min(1, MACHINE_MEDIA_MESSAGES.imageRequired)
  .regex(UPLOADED_IMAGE_ADDRESS, MACHINE_MEDIA_MESSAGES.notStoredImage);

const targetIds = z.array(id).max(500, MACHINE_MEDIA_MESSAGES.tooManyTargets);

const machineMediaFields = {
  name: requiredText(100),
  description: optionalText(500),
  imageUrl: storedImageAddress,
  target: z.enum(MACHINE_MEDIA_TARGETS, { error: MESSAGES.required }),
  machineTypeIds: targetIds,
  machineIds: targetIds,
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: integer(0),
  startDate: calendarDay,
  endDate: calendarDay,
  active: activeFlag,
};

// Rules across fields run even when another field failed, so the form shows them all at once.
const when = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const crossFieldRules = <Shape extends MachineMediaPeriod & Parameters<typeof targetIssues>[0]>(value: Shape, context: z.RefinementCtx) => {
  for (const issue of [...periodIssues(value), ...targetIssues(value)]) context.addIssue({ code: 'custom', ...issue });
};

export const machineMediaSchema = z.object(machineMediaFields).superRefine(crossFieldRules, when);
/** Any field may change; the server checks the period against the stored days for the fields not given. */
export const machineMediaUpdateSchema = z.object(machineMediaFields).partial().superRefine(crossFieldRules, when);

export type MachineMediaInput = z.infer<typeof machineMediaSchema>;
export type MachineMediaUpdateInput = z.infer<typeof machineMediaUpdateSchema>;
