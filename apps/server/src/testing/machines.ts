import type { TestApp } from './test-app';

let serial = 0;

/** A machine of the given type, made through the API as the console makes one, with a number no other test machine has. */
export async function createTestMachine(app: TestApp, machineTypeId: number, prefix = 'TM'): Promise<{ id: number; vmcNo: string }> {
  serial += 1;
  const vmcNo = `${prefix}-${serial}`;
  const result = await app.admin.request<{ createMachine: { id: number } }>('mutation ($input: MachineInput!) { createMachine(input: $input) { id } }', {
    input: {
      vmcNo,
      name: `Test machine ${prefix}-${serial}`,
      factoryNumber: `${prefix}-FN-${serial}`,
      machineTypeId,
      physicalCondition: 'CLEAR',
      active: true,
      waitingForAltitude: false,
      refrigeratorMode: 'OFF',
      lockMotorState: 'LOCKED',
    },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return { id: result.data!.createMachine.id, vmcNo };
}

/** A new gateway key for the machine, issued as the console issues one. */
export async function issueGatewayKey(app: TestApp, machineId: number): Promise<string> {
  const result = await app.admin.request<{ issueMachineGatewayKey: { gatewayKey: string } }>(
    'mutation ($machineId: Int!) { issueMachineGatewayKey(machineId: $machineId) { gatewayKey } }',
    { machineId },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.issueMachineGatewayKey.gatewayKey;
}

/** A batch of events sent to the gateway as the machine holding `key` sends it. */
export async function sendGatewayEvents(app: TestApp, key: string, events: unknown[]) {
  const response = await app.app.fetch('http://localhost/gateway/v1/events', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  return { status: response.status, body: (await response.json()) as { results?: { id: string; status: string }[]; error?: { code: string; events?: { index: number; errors: Record<string, string> }[] } } };
}

/** A hub made through the API as the console makes one: a building in Jakarta, open on Mondays, free of rent unless `overrides` say otherwise. */
export async function createTestHub(app: TestApp, hubTypeId: number, buildingName: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const result = await app.admin.request<{ createHub: { id: number } }>('mutation ($input: HubInput!) { createHub(input: $input) { id } }', {
    input: {
      hubTypeId,
      buildingName,
      address: 'Jl. Sudirman 1, Jakarta',
      latitude: -6.2,
      longitude: 106.8,
      runningSchedules: [{ day: 'MONDAY', open: '08:00', close: '17:00' }],
      timezone: 'ASIA_JAKARTA',
      ownership: 'JUMPSTART',
      rentType: 'FREE',
      active: true,
      oddEvenRationing: false,
      ...overrides,
    },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createHub.id;
}

/** Sets a machine at a hub from a day on, as the console does. */
export async function placeTestMachine(app: TestApp, machineId: number, hubId: number, loadedAt = '2026-01-01'): Promise<void> {
  const result = await app.admin.request('mutation ($input: MachineHubInput!) { createMachineHub(input: $input) { id } }', { input: { machineId, hubId, loadedAt } });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}
