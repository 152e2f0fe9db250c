import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestMachine } from '../../testing/machines';
import { eventOutbox } from '../../platform/events/outbox.table';
import { deliverIncident, openIncident, resolveIncident } from './incidents';
import { machineIncidentDeliveries, machineIncidents } from './machine-alerts.table';

let app: TestApp;
let machineTypeId: number;

beforeAll(async () => {
  app = await startTestApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Alerts One", initialName: "AO", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('openIncident and resolveIncident (what other features call)', () => {
  it('opens one incident per machine and kind, counts repeats, resolves it, and opens a new one after', async () => {
    const { id: machineId } = await createTestMachine(app, machineTypeId, 'INC');
    const first = await app.db.transaction((tx) => openIncident(tx, { machineId, kind: 'AUDIT_FILE_FAILED', detail: 'CRC does not match' }));
    expect(first).toMatchObject({ opened: true, incident: { repeats: 1, detail: 'CRC does not match' } });
    const again = await app.db.transaction((tx) => openIncident(tx, { machineId, kind: 'AUDIT_FILE_FAILED', detail: 'SE count wrong' }));
    expect(again).toMatchObject({ opened: false, incident: { id: first!.incident.id, repeats: 2, detail: 'SE count wrong' } });
    // A sighting that is no repeat changes nothing.
    expect(await app.db.transaction((tx) => openIncident(tx, { machineId, kind: 'AUDIT_FILE_FAILED', detail: 'x', repeat: false }))).toBeNull();
    // Another kind is another incident.
    const reset = await app.db.transaction((tx) => openIncident(tx, { machineId, kind: 'COUNTER_RESET', detail: 'VA1 went down' }));
    expect(reset!.incident.id).not.toBe(first!.incident.id);

    const resolved = await app.db.transaction((tx) => resolveIncident(tx, { machineId, kind: 'AUDIT_FILE_FAILED', resolution: 'A good file arrived' }));
    expect(resolved).toMatchObject({ id: first!.incident.id, resolution: 'A good file arrived' });
    expect(resolved!.resolvedAt).toBeInstanceOf(Date);
    expect(await app.db.transaction((tx) => resolveIncident(tx, { machineId, kind: 'AUDIT_FILE_FAILED', resolution: 'again' }))).toBeNull();
    const reopened = await app.db.transaction((tx) => openIncident(tx, { machineId, kind: 'AUDIT_FILE_FAILED', detail: 'bad again' }));
    expect(reopened).toMatchObject({ opened: true, incident: { repeats: 1 } });
    expect(reopened!.incident.id).not.toBe(first!.incident.id);
    const open = await app.db.select().from(machineIncidents).where(and(eq(machineIncidents.machineId, machineId), eq(machineIncidents.kind, 'AUDIT_FILE_FAILED')));
    expect(open.filter((row) => row.resolvedAt === null)).toHaveLength(1);
  });

  it('delivers to an audience on a channel at most once in 4 hours', async () => {
    const { id: machineId } = await createTestMachine(app, machineTypeId, 'INC');
    const at = new Date('2026-03-01T08:00:00Z');
    const opened = await app.db.transaction((tx) => openIncident(tx, { machineId, kind: 'COUNTER_RESET', detail: 'down', at }));
    const incident = opened!.incident;
    // Opening delivered it to the refiller on duty on the console already.
    const deliveries = () => app.db.select().from(machineIncidentDeliveries).where(eq(machineIncidentDeliveries.incidentId, incident.id));
    expect(await deliveries()).toMatchObject([{ channel: 'CONSOLE', audience: 'ON_DUTY' }]);
    expect(await app.db.transaction((tx) => deliverIncident(tx, incident, 'ON_DUTY', 'CONSOLE', new Date(at.getTime() + 3 * 3_600_000)))).toBe(false);
    expect(await app.db.transaction((tx) => deliverIncident(tx, incident, 'SUPERVISOR', 'CONSOLE', at))).toBe(true);
    expect(await app.db.transaction((tx) => deliverIncident(tx, incident, 'ON_DUTY', 'PUSH', at, 1))).toBe(true);
    expect(await app.db.transaction((tx) => deliverIncident(tx, incident, 'ON_DUTY', 'CONSOLE', new Date(at.getTime() + 4 * 3_600_000 + 1)))).toBe(true);
    expect(await deliveries()).toHaveLength(4);
  });

  it('queues a live event in the same transaction, and none when it rolls back', async () => {
    const { id: machineId } = await createTestMachine(app, machineTypeId, 'INC');
    await app.db
      .transaction(async (tx) => {
        await openIncident(tx, { machineId, kind: 'COUNTER_RESET', detail: 'down' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const events = await app.db.select().from(eventOutbox).where(eq(eventOutbox.topic, 'machineIncidentChanged'));
    expect(events.filter((row) => row.payload.machineId === machineId)).toHaveLength(0);
    expect(await app.db.select().from(machineIncidents).where(eq(machineIncidents.machineId, machineId))).toHaveLength(0);
  });
});
