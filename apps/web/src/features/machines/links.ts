/** The fleet's addresses: the spec puts a machine's page at /machine/machine/{machineId}, beside the drafts. */
export const MACHINE_LIST_URL = '/machine';
export const MACHINE_ADD_URL = '/machine/add';
export const machineUrl = (id: number) => `/machine/machine/${id}`;
export const machineEditUrl = (id: number) => `${machineUrl(id)}/edit`;
export const MACHINE_PARAM = 'machineId';
