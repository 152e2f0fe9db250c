import { LATTE_CONFIG_DEFAULTS, addDays, jakartaDay, type Authority, type LeaveState, type LeaveType, type PlateParity } from '@back-office/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { latteConfig } from '../features/latte-config/latte-config.table';
import { leaves } from '../features/leaves/leaves.table';
import { refillerSchedules } from '../features/refiller-schedules/refiller-schedules.table';
import { authorities, roleAuthorities, roles } from '../platform/identity/roles.table';
import { users } from '../platform/identity/users.table';
import { hashPassword } from '../platform/passwords';

/*
 * The demo's refill team: ten refillers around the hubs of Jakarta, Bandung and Surabaya, on foot
 * and by car (plates of both parities), each with a schedule and a supervisor, and some leave in the
 * coming weeks, so the planner has a team to plan and the console a team to show.
 */

/** Refillers beside the five of demo.ts, each starting their day from home near their hubs. */
const MORE_REFILLERS = [
  { username: 'sari.wulandari', name: 'Sari Wulandari', role: 'Refiller', latitude: -6.2442, longitude: 106.8003 },
  { username: 'dimas.anggara', name: 'Dimas Anggara', role: 'Car Refiller', latitude: -6.1862, longitude: 106.7738 },
  { username: 'lina.marlina', name: 'Lina Marlina', role: 'Refiller', latitude: -6.8975, longitude: 107.6111 },
  { username: 'teguh.santoso', name: 'Teguh Santoso', role: 'Car Refiller', latitude: -7.2756, longitude: 112.7426 },
  { username: 'yusuf.maulana', name: 'Yusuf Maulana', role: 'Car Refiller', latitude: -7.2891, longitude: 112.7711 },
];

type Kind = 'foot' | 'car' | 'both';
const WEEKDAYS = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false, sunday: false };
// Machines in malls and stations sell all week: a weekend crew in each city works Wednesday to Sunday.
const WEEKEND_CREW = { monday: false, tuesday: false, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };
const EVERY_DAY_BUT_FRIDAY = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: false, saturday: true, sunday: true };

/** Each refiller's schedule; the plates' parities are those of their numbers. */
const SCHEDULES: { username: string; kind: Kind; carNumber?: string; parity?: PlateParity; maxDistance: number; days: typeof WEEKDAYS; supervisor: string }[] = [
  { username: 'andi.kurniawan', kind: 'foot', maxDistance: 15, days: WEEKDAYS, supervisor: 'dewi.lestari' },
  { username: 'sari.wulandari', kind: 'foot', maxDistance: 12, days: WEEKEND_CREW, supervisor: 'dewi.lestari' },
  { username: 'rudi.hartono', kind: 'car', carNumber: 'B 1873 KJA', parity: 'ODD', maxDistance: 80, days: WEEKDAYS, supervisor: 'dewi.lestari' },
  { username: 'dimas.anggara', kind: 'both', carNumber: 'B 2046 TRX', parity: 'EVEN', maxDistance: 70, days: EVERY_DAY_BUT_FRIDAY, supervisor: 'dewi.lestari' },
  { username: 'fajar.nugroho', kind: 'foot', maxDistance: 15, days: WEEKDAYS, supervisor: 'dewi.lestari' },
  { username: 'lina.marlina', kind: 'foot', maxDistance: 10, days: WEEKEND_CREW, supervisor: 'dewi.lestari' },
  { username: 'eko.prasetyo', kind: 'car', carNumber: 'D 1538 ABC', parity: 'EVEN', maxDistance: 60, days: WEEKDAYS, supervisor: 'dewi.lestari' },
  { username: 'bayu.setiawan', kind: 'foot', maxDistance: 15, days: WEEKDAYS, supervisor: 'hendra.gunawan' },
  { username: 'teguh.santoso', kind: 'car', carNumber: 'L 1421 NB', parity: 'ODD', maxDistance: 90, days: WEEKDAYS, supervisor: 'hendra.gunawan' },
  { username: 'yusuf.maulana', kind: 'both', carNumber: 'L 3990 AG', parity: 'EVEN', maxDistance: 75, days: WEEKEND_CREW, supervisor: 'hendra.gunawan' },
];

/** Leave in the coming weeks: days from tomorrow, its type and how far it has come. */
const LEAVE: { username: string; from: number; days: number; type: LeaveType; state: LeaveState; note: string }[] = [
  { username: 'andi.kurniawan', from: 3, days: 2, type: 'ANNUAL', state: 'APPROVED', note: 'Family visit in Yogyakarta.' },
  { username: 'rudi.hartono', from: 1, days: 1, type: 'SICK', state: 'APPROVED', note: 'Doctor’s letter sent by WhatsApp.' },
  { username: 'fajar.nugroho', from: 8, days: 5, type: 'ANNUAL', state: 'REQUESTED', note: 'Trip home for a family wedding.' },
  { username: 'teguh.santoso', from: 5, days: 1, type: 'PERMISSION', state: 'REQUESTED', note: 'Child’s school graduation.' },
  { username: 'dimas.anggara', from: 12, days: 3, type: 'ANNUAL', state: 'REJECTED', note: 'Clashes with the mall opening at Central Park.' },
  { username: 'lina.marlina', from: 2, days: 1, type: 'OTHER', state: 'APPROVED', note: 'Renewing her driving licence.' },
];

/** What the supervisors and managers need beyond demo.ts's roles for schedules, leave and the AI configuration. */
const MORE_AUTHORITIES: Record<string, Authority[]> = {
  Supervisor: ['DELETE_REFILLER_SCHEDULE', 'DELETE_LEAVE', 'VIEW_LATTE_CONFIG'],
  Manager: ['CREATE_REFILLER_SCHEDULE', 'UPDATE_REFILLER_SCHEDULE', 'DELETE_REFILLER_SCHEDULE', 'DELETE_LEAVE', 'UPDATE_LATTE_CONFIG'],
};

export async function seedDemoRefillers(db: Database, password: string): Promise<void> {
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = new Map(roleRows.map((role) => [role.name, role.id]));
  const authorityRows = await db.select({ id: authorities.id, name: authorities.name }).from(authorities);
  const authorityId = new Map(authorityRows.map((authority) => [authority.name, authority.id]));
  for (const [role, names] of Object.entries(MORE_AUTHORITIES)) {
    const id = roleId.get(role);
    if (id) await db.insert(roleAuthorities).values(names.map((name) => ({ roleId: id, authorityId: authorityId.get(name)! }))).onConflictDoNothing();
  }

  const [supervisor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'dewi.lestari'));
  const passwordHash = await hashPassword(password);
  await db.insert(users).values(
    MORE_REFILLERS.map((person, index) => ({
      username: person.username,
      passwordHash,
      name: person.name,
      email: `${person.username}@backoffice.local`,
      phoneNo: `0813${String(20_000_000 + index * 6_421).padStart(8, '0')}`,
      roleId: roleId.get(person.role)!,
      managerId: supervisor?.id ?? null,
      active: true,
      latitude: person.latitude,
      longitude: person.longitude,
    })),
  );
  // The Surabaya team reports to the second supervisor.
  const people = await db
    .select({ id: users.id, username: users.username, managerId: users.managerId })
    .from(users)
    .where(inArray(users.username, [...SCHEDULES.map((schedule) => schedule.username), 'dewi.lestari', 'hendra.gunawan']));
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const surabaya = SCHEDULES.filter((schedule) => schedule.supervisor === 'hendra.gunawan').map((schedule) => idOf.get(schedule.username)!);
  if (idOf.get('hendra.gunawan')) await db.update(users).set({ managerId: idOf.get('hendra.gunawan')! }).where(inArray(users.id, surabaya));

  await db.insert(refillerSchedules).values(
    SCHEDULES.map((schedule) => ({
      userId: idOf.get(schedule.username)!,
      refiller: schedule.kind !== 'car',
      carRefiller: schedule.kind !== 'foot',
      carNumber: schedule.carNumber ?? null,
      oddEvenRationing: schedule.parity ?? null,
      maxDistance: schedule.maxDistance,
      ...schedule.days,
      supervisorId: idOf.get(schedule.supervisor) ?? null,
    })),
  );

  const managers = await db.select({ id: users.id, managerId: users.managerId }).from(users).where(inArray(users.id, [...idOf.values()]));
  const managerOf = new Map(managers.map((person) => [person.id, person.managerId]));
  const tomorrow = addDays(jakartaDay(), 1);
  await db.insert(leaves).values(
    LEAVE.flatMap((leave) =>
      Array.from({ length: leave.days }, (_, index) => {
        const userId = idOf.get(leave.username)!;
        return { userId, managerId: managerOf.get(userId) ?? null, type: leave.type, state: leave.state, date: addDays(tomorrow, leave.from - 1 + index), note: leave.note };
      }),
    ),
  );

  await db
    .insert(latteConfig)
    .values({ id: 1, ...LATTE_CONFIG_DEFAULTS, updatedAt: sql`now()` })
    .onConflictDoNothing();
}
