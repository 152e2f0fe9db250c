import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { rupiahFromCents, type SettlementFileKind, type SettlementFileLine, type SettlementLineType, type SettlementOutcome } from '@back-office/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../../db/client';
import { machines } from '../machines/machines.table';
import { vendingOrders } from '../orders/orders.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { settlementFiles, settlementLines } from './settlements.table';

/*
 * Reconciliation (docs/settlements.md): each line of a provider's file against our vending and shop
 * orders, and the orders of the file's terminals and days that the file lacks. Reads the orders
 * through joins; writes only the settlement tables.
 */

/** What a file's Terminal names: a machine (by its number) or an outlet (by its number). */
export type Terminal = { machineId: number; shopHubId: null; name: string } | { machineId: null; shopHubId: number; name: string };

const distinct = <Value>(values: readonly Value[]) => [...new Set(values)];
const upper = (value: string) => value.toUpperCase();

/** Finds the terminals a file names, machines first, under an optional scope of each kind. */
export async function findTerminals(db: Queryable, names: readonly string[], scope?: { machines: SQL; shopHubs: SQL }): Promise<Map<string, Terminal>> {
  const wanted = distinct(names.map(upper));
  const found = new Map<string, Terminal>();
  if (wanted.length === 0) return found;
  const hubs = await db
    .select({ id: shopHubs.id, hubNo: shopHubs.hubNo })
    .from(shopHubs)
    .where(and(inArray(sql`upper(${shopHubs.hubNo})`, wanted), scope?.shopHubs));
  for (const hub of hubs) found.set(upper(hub.hubNo), { machineId: null, shopHubId: hub.id, name: hub.hubNo });
  const machineRows = await db
    .select({ id: machines.id, vmcNo: machines.vmcNo })
    .from(machines)
    .where(and(inArray(sql`upper(${machines.vmcNo})`, wanted), scope?.machines));
  for (const machine of machineRows) found.set(upper(machine.vmcNo), { machineId: machine.id, shopHubId: null, name: machine.vmcNo });
  return found;
}

export const terminalOf = (terminals: Map<string, Terminal>, name: string) => terminals.get(upper(name));

/** The orders a file of each kind is expected to hold: how they were paid. */
const EXPECTED_METHODS: Record<SettlementFileKind, { vending: string[]; shop: string[] }> = {
  QR_WALLET: { vending: ['GOPAY', 'DANA', 'LINKAJA', 'JAKONE', 'SHOPEE_PAY'], shop: ['GOPAY', 'LINKAJA', 'SHOPEE_PAY'] },
  CARD_READER: { vending: ['JUMPSTART'], shop: [] },
};

/** The order states a sale or a refund line agrees with. */
const AGREEING: Record<'vending' | 'shop', Record<SettlementLineType, readonly string[]>> = {
  vending: { SALE: ['PAID', 'COMPLETED', 'REFUNDED'], REFUND: ['REFUNDED'] },
  shop: { SALE: ['PAID', 'ACK', 'COMPLETED', 'MISSED'], REFUND: ['MISSED'] },
};

interface OurOrder {
  kind: 'vending' | 'shop';
  id: number;
  state: string;
  amount: number | null;
}

/** The company's day (+07:00) of an instant, in SQL. */
const dayOf = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone '+07:00'::interval, 'YYYY-MM-DD')`;
// PostgreSQL reads a bare '+07:00' zone the POSIX way (west of Greenwich); an interval is unambiguous.
const vendingTime = sql`coalesce(${vendingOrders.payDoneTime}, ${vendingOrders.paidTime}, ${vendingOrders.createdTime})`;

type LineValues = typeof settlementLines.$inferInsert;

export interface TakenFile {
  kind: SettlementFileKind;
  filename: string;
  checksum: string;
  batchNo: string;
  takenById: number | null;
  fileRequestUrl?: string | null;
  fileOkResponseUrl?: string | null;
  fileNokResponseUrl?: string | null;
}

/** Writes a file and its reconciled lines in the transaction; answers the file's id. */
export async function reconcileFile(tx: Transaction, file: TakenFile, lines: readonly { line: SettlementFileLine; terminal: Terminal }[]): Promise<number> {
  const machineIds = distinct(lines.flatMap(({ terminal }) => (terminal.machineId === null ? [] : [terminal.machineId])));
  const hubIds = distinct(lines.flatMap(({ terminal }) => (terminal.shopHubId === null ? [] : [terminal.shopHubId])));
  const orderNos = distinct(lines.map(({ line }) => line.orderNo));

  const vending = new Map<string, OurOrder>();
  if (machineIds.length > 0) {
    const rows = await tx
      .select({ id: vendingOrders.id, machineId: vendingOrders.machineId, orderNo: vendingOrders.orderNo, state: vendingOrders.state, price: vendingOrders.price })
      .from(vendingOrders)
      .where(and(inArray(vendingOrders.machineId, machineIds), inArray(vendingOrders.orderNo, orderNos)));
    for (const row of rows) vending.set(`${row.machineId}\n${row.orderNo}`, { kind: 'vending', id: row.id, state: row.state, amount: row.price });
  }
  const shop = new Map<string, OurOrder>();
  if (hubIds.length > 0) {
    const rows = await tx
      .select({ id: shopOrders.id, shopHubId: shopOrders.shopHubId, orderNo: shopOrders.orderNo, state: shopOrders.state, paidAmount: shopOrders.paidAmount })
      .from(shopOrders)
      .where(and(inArray(shopOrders.shopHubId, hubIds), inArray(shopOrders.orderNo, orderNos)));
    for (const row of rows) shop.set(`${row.shopHubId}\n${row.orderNo}`, { kind: 'shop', id: row.id, state: row.state, amount: row.paidAmount });
  }
  const found = [...vending.values(), ...shop.values()];
  // Orders another file settled already: a second sale (or refund) of the same order is a duplicate.
  const settledBefore = new Set<string>();
  const vendingIds = found.filter((order) => order.kind === 'vending').map((order) => order.id);
  const shopIds = found.filter((order) => order.kind === 'shop').map((order) => order.id);
  if (found.length > 0) {
    const rows = await tx
      .select({ vendingOrderId: settlementLines.vendingOrderId, shopOrderId: settlementLines.shopOrderId, type: settlementLines.type })
      .from(settlementLines)
      .where(
        and(
          isNotNull(settlementLines.line),
          or(vendingIds.length > 0 ? inArray(settlementLines.vendingOrderId, vendingIds) : undefined, shopIds.length > 0 ? inArray(settlementLines.shopOrderId, shopIds) : undefined),
        ),
      );
    for (const row of rows) settledBefore.add(row.vendingOrderId !== null ? `vending\n${row.vendingOrderId}\n${row.type}` : `shop\n${row.shopOrderId}\n${row.type}`);
  }

  const values: Omit<LineValues, 'fileId'>[] = [];
  const seen = new Set<string>();
  const inFile = new Set<string>();
  for (const { line, terminal } of lines) {
    const type: SettlementLineType = line.cents < 0 ? 'REFUND' : 'SALE';
    const amount = rupiahFromCents(line.cents);
    const order = terminal.machineId !== null ? vending.get(`${terminal.machineId}\n${line.orderNo}`) : shop.get(`${terminal.shopHubId}\n${line.orderNo}`);
    const key = order ? `${order.kind}\n${order.id}\n${type}` : `none\n${terminal.name}\n${line.orderNo}\n${type}`;
    let outcome: SettlementOutcome;
    if (seen.has(key) || settledBefore.has(key)) outcome = 'DUPLICATE';
    else if (!order) outcome = 'MISSING_FROM_ORDERS';
    else if (!AGREEING[order.kind][type].includes(order.state)) outcome = 'STATUS_DIFFERS';
    else if (Math.abs(amount) !== order.amount) outcome = 'AMOUNT_DIFFERS';
    else outcome = 'MATCHED';
    seen.add(key);
    if (order && type === 'SALE') inFile.add(`${order.kind}\n${order.id}`);
    values.push({
      line: line.line,
      day: line.day,
      time: line.instant,
      orderNo: line.orderNo,
      vmcNo: terminal.name,
      machineId: terminal.machineId,
      shopHubId: terminal.shopHubId,
      vendingOrderId: order?.kind === 'vending' ? order.id : null,
      shopOrderId: order?.kind === 'shop' ? order.id : null,
      type,
      amountCents: line.cents,
      amount,
      orderAmount: order?.amount ?? null,
      outcome,
      data: line.data,
    });
  }
  values.push(...(await missingFromFile(tx, file.kind, lines, inFile)));

  const days = lines.map(({ line }) => line.day).sort();
  const [created] = await tx
    .insert(settlementFiles)
    .values({
      kind: file.kind,
      filename: file.filename,
      batchNo: file.batchNo,
      checksum: file.checksum,
      machineId: machineIds.length === 1 && hubIds.length === 0 ? machineIds[0]! : null,
      vmcNo: distinct(lines.map(({ terminal }) => terminal.name)).join(', ').slice(0, 500),
      settlementDate: days[days.length - 1]!,
      trxAmount: lines.reduce((sum, { line }) => sum + rupiahFromCents(line.cents), 0),
      trxCount: lines.length,
      status: values.every((value) => value.outcome === 'MATCHED') ? 'RECONCILED' : 'DIFFERENCES',
      fileRequestUrl: file.fileRequestUrl ?? null,
      fileOkResponseUrl: file.fileOkResponseUrl ?? null,
      fileNokResponseUrl: file.fileNokResponseUrl ?? null,
      takenById: file.takenById,
    })
    .returning({ id: settlementFiles.id });
  const fileId = created!.id;
  for (let start = 0; start < values.length; start += 1000) {
    await tx.insert(settlementLines).values(values.slice(start, start + 1000).map((value) => ({ ...value, fileId })));
  }
  return fileId;
}

/** Our paid orders of the file's terminals and days, of the ways to pay it covers, that no file holds. */
async function missingFromFile(
  tx: Transaction,
  kind: SettlementFileKind,
  lines: readonly { line: SettlementFileLine; terminal: Terminal }[],
  inFile: ReadonlySet<string>,
): Promise<Omit<LineValues, 'fileId'>[]> {
  const covered = new Set(lines.map(({ line, terminal }) => `${terminal.machineId ?? `hub${terminal.shopHubId}`}\n${line.day}`));
  const days = distinct(lines.map(({ line }) => line.day));
  const names = new Map(lines.map(({ terminal }) => [terminal.machineId ?? `hub${terminal.shopHubId}`, terminal.name]));
  const machineIds = distinct(lines.flatMap(({ terminal }) => (terminal.machineId === null ? [] : [terminal.machineId])));
  const hubIds = distinct(lines.flatMap(({ terminal }) => (terminal.shopHubId === null ? [] : [terminal.shopHubId])));
  const methods = EXPECTED_METHODS[kind];
  const unsettled = (column: typeof settlementLines.vendingOrderId | typeof settlementLines.shopOrderId, id: typeof vendingOrders.id | typeof shopOrders.id) =>
    sql`not exists (select 1 from ${settlementLines} where ${column} = ${id} and ${settlementLines.line} is not null and ${settlementLines.type} = 'SALE')`;
  const missing: Omit<LineValues, 'fileId'>[] = [];
  const add = (owner: string | number, order: { id: number; orderNo: string; time: Date; day: string; amount: number | null }, isVending: boolean) => {
    if (!covered.has(`${owner}\n${order.day}`) || inFile.has(`${isVending ? 'vending' : 'shop'}\n${order.id}`)) return;
    missing.push({
      line: null,
      day: order.day,
      time: order.time,
      orderNo: order.orderNo,
      vmcNo: names.get(owner) ?? '',
      machineId: isVending ? Number(owner) : null,
      shopHubId: isVending ? null : Number(String(owner).slice(3)),
      vendingOrderId: isVending ? order.id : null,
      shopOrderId: isVending ? null : order.id,
      type: 'SALE',
      amountCents: null,
      amount: null,
      orderAmount: order.amount,
      outcome: 'MISSING_FROM_FILE',
      data: '',
    });
  };
  if (machineIds.length > 0 && methods.vending.length > 0) {
    const rows = await tx
      .select({ id: vendingOrders.id, machineId: vendingOrders.machineId, orderNo: vendingOrders.orderNo, time: sql<Date>`${vendingTime}`.mapWith(vendingOrders.paidTime), day: dayOf(vendingTime), amount: vendingOrders.price })
      .from(vendingOrders)
      .where(
        and(
          inArray(vendingOrders.machineId, machineIds),
          inArray(vendingOrders.state, ['PAID', 'COMPLETED', 'REFUNDED']),
          inArray(vendingOrders.paymentMethod, methods.vending as never[]),
          inArray(dayOf(vendingTime), days),
          unsettled(settlementLines.vendingOrderId, vendingOrders.id),
        ),
      );
    for (const row of rows) add(row.machineId, row, true);
  }
  if (hubIds.length > 0 && methods.shop.length > 0) {
    const rows = await tx
      .select({ id: shopOrders.id, shopHubId: shopOrders.shopHubId, orderNo: shopOrders.orderNo, time: shopOrders.paidTime, day: dayOf(shopOrders.paidTime), amount: shopOrders.paidAmount })
      .from(shopOrders)
      .where(
        and(
          inArray(shopOrders.shopHubId, hubIds),
          isNotNull(shopOrders.paidTime),
          inArray(shopOrders.paymentMethod, methods.shop as never[]),
          inArray(dayOf(shopOrders.paidTime), days),
          unsettled(settlementLines.shopOrderId, shopOrders.id),
        ),
      );
    for (const row of rows) add(`hub${row.shopHubId}`, { ...row, time: row.time! }, false);
  }
  return missing;
}

/** A batch already taken, by its kind and batch id. */
export async function takenBatch(db: Queryable, kind: SettlementFileKind, batchNo: string) {
  const [row] = await db.select({ id: settlementFiles.id }).from(settlementFiles).where(and(eq(settlementFiles.kind, kind), eq(settlementFiles.batchNo, batchNo)));
  return row ?? null;
}
