import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { machineTypes } from '../features/machine-types/machine-types.table';
import { machines } from '../features/machines/machines.table';
import {
  machineBannerMachineTypes,
  machineBannerMachines,
  machineBanners,
  machineScreensaverMachineTypes,
  machineScreensavers,
} from '../features/machine-media/machine-media.table';
import { stripedPng } from '@back-office/domain/png';
import { detectFile, storeUpload, uploadsFolderFromEnvironment } from '../platform/uploads';

type Colour = [number, number, number];

/** A day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A small real picture, stored where uploads are kept, as if uploaded through the console. */
async function picture(colours: Colour[]) {
  const png = stripedPng(240, 135, colours);
  return storeUpload(uploadsFolderFromEnvironment(), png, detectFile(png)!);
}

const COFFEE: Colour = [92, 58, 33];
const CREAM: Colour = [243, 229, 205];
const AMBER: Colour = [232, 152, 40];
const TEAL: Colour = [20, 110, 120];
const NIGHT: Colour = [25, 30, 60];

/** Banners and screensavers on the demo fleet: on every machine, on machine types and on a few machines. */
export async function seedDemoMachineMedia(db: Database): Promise<void> {
  const types = await db.select({ id: machineTypes.id }).from(machineTypes).orderBy(asc(machineTypes.id)).limit(2);
  const fleet = await db.select({ id: machines.id }).from(machines).orderBy(asc(machines.id)).limit(3);

  const banners = await db
    .insert(machineBanners)
    .values([
      { name: 'Kopi Susu Gula Aren', description: 'The house favourite, all year.', imageUrl: await picture([COFFEE, CREAM, COFFEE]), target: 'ALL', priority: 1, startDate: day(-30), endDate: day(335) },
      { name: 'Iced Coffee Season', description: 'Iced drinks for the dry season.', imageUrl: await picture([TEAL, CREAM]), target: 'MACHINE_TYPES', priority: 2, startDate: day(-7), endDate: day(60) },
      { name: 'Morning Deal 07:00–10:00', description: 'Breakfast pairing at the office machines.', imageUrl: await picture([AMBER, COFFEE]), target: 'MACHINES', priority: 3, startDate: day(14), endDate: day(44) },
      { name: 'Independence Day Promo', description: 'Last August’s red and white cups.', imageUrl: await picture([[200, 30, 40], [250, 250, 250]]), target: 'ALL', priority: 4, startDate: day(-120), endDate: day(-90), active: false },
    ])
    .returning({ id: machineBanners.id, target: machineBanners.target });
  const screensavers = await db
    .insert(machineScreensavers)
    .values([
      { name: 'Brand Loop', description: 'Logo and slogan between orders.', imageUrl: await picture([CREAM, COFFEE]), target: 'ALL', priority: 1, startDate: day(-60), endDate: day(305) },
      { name: 'Night Mode', description: 'A dim picture for machines open late.', imageUrl: await picture([NIGHT, TEAL]), target: 'MACHINE_TYPES', priority: 2, startDate: day(-10), endDate: day(80) },
    ])
    .returning({ id: machineScreensavers.id, target: machineScreensavers.target });

  const onTypes = (ids: number[]) => ids.flatMap((mediaId) => types.map((type) => ({ mediaId, machineTypeId: type.id })));
  const onMachines = (ids: number[]) => ids.flatMap((mediaId) => fleet.map((machine) => ({ mediaId, machineId: machine.id })));
  const withTarget = (rows: { id: number; target: string }[], target: string) => rows.filter((row) => row.target === target).map((row) => row.id);
  if (types.length > 0) {
    await db.insert(machineBannerMachineTypes).values(onTypes(withTarget(banners, 'MACHINE_TYPES')));
    await db.insert(machineScreensaverMachineTypes).values(onTypes(withTarget(screensavers, 'MACHINE_TYPES')));
  }
  if (fleet.length > 0) await db.insert(machineBannerMachines).values(onMachines(withTarget(banners, 'MACHINES')));
}
