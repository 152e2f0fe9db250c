import { sql } from 'drizzle-orm';
import { MACHINE_MEDIA_TARGETS, jakartaDay } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import { type NamedRow } from '../../platform/named-crud';
import { MachineType } from '../machine-types/machine-types.schema';
import { machineBannerMachineTypes, machineBannerMachines, machineBanners } from './machine-media.table';

/* What banners and screensavers share: their tables' shapes, where they play, where they stand today, and their link rows grouped per picture. */

type Types = typeof builder.$inferSchemaTypes;
type MediaTable = typeof machineBanners;
export type MediaRow = typeof machineBanners.$inferSelect;
type TypeLinkTable = typeof machineBannerMachineTypes;
type MachineLinkTable = typeof machineBannerMachines;

export interface MachineMediaTables {
  media: MediaTable;
  onMachineTypes: TypeLinkTable;
  onMachines: MachineLinkTable;
}

export const MachineMediaTargetEnum = builder.enumType('MachineMediaTarget', {
  description: 'Where a banner or screensaver plays: on every machine, on the machines of chosen types, or on chosen machines.',
  values: describedValues(MACHINE_MEDIA_TARGETS, { ALL: 'Every machine.', MACHINE_TYPES: 'The machines of the types in machineTypeIds.', MACHINES: 'The machines in machineIds.' }),
});

/** Where a picture stands today, in Jakarta: inactive, waiting for its start, playing, or past its end. */
export const MACHINE_MEDIA_STATUSES = ['INACTIVE', 'SCHEDULED', 'PLAYING', 'ENDED'] as const;
export const MachineMediaStatusEnum = builder.enumType('MachineMediaStatus', {
  description: 'Where a banner or screensaver stands today (Jakarta time): INACTIVE, SCHEDULED (before its start), PLAYING or ENDED (after its end).',
  values: describedValues(MACHINE_MEDIA_STATUSES, { PLAYING: 'Active, and today lies in its period.', SCHEDULED: 'Active; its period starts later.', ENDED: 'Active; its period is over.', INACTIVE: 'Switched off.' }),
});

/** Today in Jakarta (UTC+7), the day the periods are counted in. */
export const TODAY = sql`(timezone('UTC', now()) + interval '7 hours')::date`;

/** The row's status as `statusOf` counts it in SQL, for lists to filter and sort by. */
export function statusOfRow(row: { active: boolean; startDate: string; endDate: string }): (typeof MACHINE_MEDIA_STATUSES)[number] {
  const today = jakartaDay();
  if (!row.active) return 'INACTIVE';
  if (today < row.startDate) return 'SCHEDULED';
  return today > row.endDate ? 'ENDED' : 'PLAYING';
}

export const machineTypeRef = MachineType.ref as unknown as PothosSchemaTypes.ObjectRef<Types, NamedRow>;

/** Rows of `{ mediaId, value }` as one list of values per id of `ids`, in their order. */
export function grouped<Value>(ids: readonly number[], rows: readonly { mediaId: number; value: Value }[]): Value[][] {
  const lists = new Map(ids.map((id) => [id, [] as Value[]]));
  for (const row of rows) lists.get(row.mediaId)?.push(row.value);
  return ids.map((id) => lists.get(id)!);
}
