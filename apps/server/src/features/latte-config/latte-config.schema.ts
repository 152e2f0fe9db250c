import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LATTE_CONFIG_DEFAULTS, REFILL_LOGISTICS_MESSAGES, latteConfigSchema } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput, conflict } from '../../platform/errors';
import { latteConfig } from './latte-config.table';

type LatteConfigRow = typeof latteConfig.$inferSelect;

/** Until the configuration is first saved it is the defaults, as of the epoch (no edit can be older). */
const DEFAULT_ROW: LatteConfigRow = { id: 1, ...LATTE_CONFIG_DEFAULTS, updatedAt: new Date(0) };

/** The AI configuration as the planner plans with it: the saved row, or the defaults while there is none. */
export async function readLatteConfig(db: Queryable): Promise<LatteConfigRow> {
  const [row] = await db.select().from(latteConfig).where(eq(latteConfig.id, 1));
  return row ?? DEFAULT_ROW;
}

const LatteConfigRef = builder.objectRef<LatteConfigRow>('LatteConfig').implement({
  description: 'The AI configuration: the numbers the refill planner plans each day with.',
  fields: (t) => ({
    refillerWorkingHour: t.exposeFloat('refillerWorkingHour', { description: 'Hours a refiller works in a day.' }),
    minTravelTime: t.exposeFloat('minTravelTime', { description: 'Minutes counted for any move between two stops.' }),
    travelSpeed: t.exposeFloat('travelSpeed', { description: 'Kilometres an hour.' }),
    refillTime: t.exposeFloat('refillTime', { description: 'Minutes to refill one machine.' }),
    refillerMaxGallon: t.exposeFloat('refillerMaxGallon', { description: 'Gallons of water a refiller carries in a day.' }),
    refillerMaxDistance: t.exposeFloat('refillerMaxDistance', { description: 'Kilometres a refiller travels in a day at most.' }),
    carRefillTime: t.exposeFloat('carRefillTime', { nullable: true, description: 'Minutes to refill one machine for a car refiller; empty: the refill time.' }),
    minPercentageCapacity: t.exposeFloat('minPercentageCapacity', { description: 'A stock below this percentage of its maximum needs a refill.' }),
    warehouseLatitude: t.exposeFloat('warehouseLatitude', { nullable: true, description: 'The warehouse’s latitude, where car refillers end their day; null: no warehouse set.' }),
    warehouseLongitude: t.exposeFloat('warehouseLongitude', { nullable: true, description: 'The warehouse’s longitude; null: no warehouse set.' }),
    openRoutes: t.exposeBoolean('openRoutes', { description: 'Refillers other than car refillers end their route at the last machine (true) or go back to their start (false), unless their schedule says otherwise.' }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
});

const LatteConfigInputRef = builder.inputType('LatteConfigInput', {
  description: 'The settings of the refill planner; each must be positive.',
  fields: (t) => ({
    refillerWorkingHour: t.float({ description: 'Hours a refiller works in a day.', required: true }),
    minTravelTime: t.float({ description: 'Minutes counted for any trip, however short.', required: true }),
    travelSpeed: t.float({ description: 'Average travel speed, in km/h, to estimate trips.', required: true }),
    refillTime: t.float({ description: 'Minutes a refiller spends at one machine.', required: true }),
    refillerMaxGallon: t.float({ description: 'Gallons of water a refiller can carry.', required: true }),
    refillerMaxDistance: t.float({ description: 'Kilometres a refiller can travel in a day.', required: true }),
    carRefillTime: t.float({ description: 'Minutes a car refiller spends at one machine.' }),
    minPercentageCapacity: t.float({ description: 'A machine is planned for refill when an ingredient falls below this percentage of its capacity.', required: true }),
    warehouseLatitude: t.float({ description: 'The warehouse’s latitude, -90 to 90; empty with the longitude: no warehouse.' }),
    warehouseLongitude: t.float({ description: 'The warehouse’s longitude, -180 to 180; empty with the latitude: no warehouse.' }),
    openRoutes: t.boolean({ description: 'Whether refillers other than car refillers end at their last machine by default; empty: true.' }),
  }),
});

/**
 * Whether something still starts or ends its day at the warehouse, so the warehouse may not be
 * unset: the refiller schedules tell (refiller-schedules.schema.ts registers it), as they read the
 * configuration and not the other way round.
 */
let warehouseInUse: (db: Queryable) => Promise<boolean> = () => Promise.resolve(false);
export function tellWarehouseInUse(check: (db: Queryable) => Promise<boolean>): void {
  warehouseInUse = check;
}

/** The warehouse may not be cleared while a refiller schedule starts or ends there. */
async function checkWarehouseUnused(db: Queryable) {
  if (await warehouseInUse(db)) throw badInput(REFILL_LOGISTICS_MESSAGES.warehouseInUse, { warehouseLatitude: REFILL_LOGISTICS_MESSAGES.warehouseInUse, warehouseLongitude: REFILL_LOGISTICS_MESSAGES.warehouseInUse });
}

builder.queryField('latteConfig', (t) =>
  t.field({
    nullable: true,
    type: LatteConfigRef,
    authScopes: { authority: 'VIEW_LATTE_CONFIG' },
    resolve: (_root, _args, context) => readLatteConfig(context.db),
  }),
);

defineCommand('updateLatteConfig', {
  description: 'Saves the whole configuration; with `expectedUpdatedTime`, refused as CONFLICT when someone saved it since.',
  authority: 'UPDATE_LATTE_CONFIG',
  args: (arg) => ({
    input: arg({ description: 'The planner\'s settings.', type: LatteConfigInputRef, required: true }),
    expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read.' }),
  }),
  input: { input: latteConfigSchema, expectedUpdatedTime: z.date().nullish() },
  type: LatteConfigRef,
  what: 'AI configuration',
  run: async (tx, { input, expectedUpdatedTime }) => {
    // The row is locked (or, the first time, made) so two saves follow one another.
    await tx.insert(latteConfig).values({ ...DEFAULT_ROW, updatedAt: new Date(0) }).onConflictDoNothing();
    const [before] = await tx.select().from(latteConfig).where(eq(latteConfig.id, 1)).for('update');
    if (expectedUpdatedTime && before!.updatedAt.getTime() !== expectedUpdatedTime.getTime())
      throw conflict('Someone else changed the AI configuration since you opened it. Reload to see their changes, then edit again.');
    if (input.warehouseLatitude === null) await checkWarehouseUnused(tx);
    const [row] = await tx
      .update(latteConfig)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(latteConfig.id, 1))
      .returning();
    return { result: row!, activity: { entity: 'LATTE_CONFIG', recordId: 1, message: 'Updated the AI configuration.', changes: describeChanges(before, row!) } };
  },
});
