
import type { MenuItem, SoftwareVersion } from './fleet';

/* The console side of the simulator: a signed-in GraphQL session, and the machines, menus and versions it reads and provisions. */

/** Signs in to the console's GraphQL and calls it, keeping the session cookie. */
export async function consoleSession(baseUrl: string, username: string, password: string) {
  let cookie = '';
  const request = async <Data>(query: string, variables?: Record<string, unknown>): Promise<Data> => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('bo_session='));
    if (set) cookie = set.split(';')[0]!;
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data!;
  };
  /** Uploads a file as the console does (GraphQL multipart), answering the stored address. */
  const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string, type: string): Promise<string> => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation ($file: File!) { singleUpload(file: $file, accept: IMAGE) }', variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([bytes], { type }), name);
    const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
    const body = (await response.json()) as { data?: { singleUpload: string }; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(body.errors?.map((error) => error.message).join('; ') ?? `upload answered ${response.status}`);
    return body.data.singleUpload;
  };
  await request('mutation ($username: String!, $password: String!) { doLogin(username: $username, password: $password) { id } }', { username, password });
  return Object.assign(request, { upload });
}

export interface ProvisionedMachine {
  machineId: number;
  vmcNo: string;
  key: string;
}

/** The active menu of each machine, read from the console as a user who may see machine menus. */
export async function machineMenus(baseUrl: string, credentials: { username: string; password: string }, machineIds: readonly number[]): Promise<Map<number, MenuItem[]>> {
  const request = await consoleSession(baseUrl, credentials.username, credentials.password);
  const { productInMachinesAll } = await request<{ productInMachinesAll: (MenuItem & { machineId: number })[] }>(
    'query ($ids: [String!]!) { productInMachinesAll(queryInput: { filters: { operator: AND, options: [{ field: "machineId", values: $ids, type: IN }, { field: "active", values: ["true"], type: EQUAL }] } }) { machineId productId price discountedPrice } }',
    { ids: machineIds.map(String) },
  );
  const menus = new Map<number, MenuItem[]>();
  for (const { machineId, ...item } of productInMachinesAll) menus.set(machineId, [...(menus.get(machineId) ?? []), item]);
  return menus;
}

/**
 * The version of its app each machine last reported, as the console knows it, read as a user who may
 * see machines; a machine never heard from is left out.
 */
export async function machineVersions(baseUrl: string, credentials: { username: string; password: string }, machineIds: readonly number[]): Promise<Map<number, SoftwareVersion>> {
  const request = await consoleSession(baseUrl, credentials.username, credentials.password);
  const { machinesAll } = await request<{ machinesAll: { id: number; softwareVersionName: string | null; softwareVersionCode: number | null }[] }>(
    'query ($ids: [String!]!) { machinesAll(queryInput: { filters: { operator: AND, options: [{ field: "id", values: $ids, type: IN }] } }) { id softwareVersionName softwareVersionCode } }',
    { ids: machineIds.map(String) },
  );
  const versions = new Map<number, SoftwareVersion>();
  for (const machine of machinesAll) {
    if (machine.softwareVersionName !== null && machine.softwareVersionCode !== null) versions.set(machine.id, { versionName: machine.softwareVersionName, versionCode: machine.softwareVersionCode });
  }
  return versions;
}

/**
 * Gives `count` machines of the console new gateway keys (their old keys stop working), as a user
 * who holds UPDATE_MACHINE: the active machines first, by VMC number.
 */
export async function provisionMachines(baseUrl: string, credentials: { username: string; password: string }, count: number): Promise<ProvisionedMachine[]> {
  const request = await consoleSession(baseUrl, credentials.username, credentials.password);
  const { machinesAll } = await request<{ machinesAll: { id: number; vmcNo: string; active: boolean }[] }>(
    '{ machinesAll(queryInput: { sorts: [{ field: "active", direction: DESC }, { field: "vmcNo", direction: ASC }] }) { id vmcNo active } }',
  );
  const chosen = machinesAll.slice(0, count);
  const provisioned: ProvisionedMachine[] = [];
  for (const machine of chosen) {
    const { issueMachineGatewayKey } = await request<{ issueMachineGatewayKey: { gatewayKey: string } }>(
      'mutation ($machineId: Int!) { issueMachineGatewayKey(machineId: $machineId) { gatewayKey } }',
      { machineId: machine.id },
    );
    provisioned.push({ machineId: machine.id, vmcNo: machine.vmcNo, key: issueMachineGatewayKey.gatewayKey });
  }
  return provisioned;
}
