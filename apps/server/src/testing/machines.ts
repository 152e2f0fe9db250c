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
