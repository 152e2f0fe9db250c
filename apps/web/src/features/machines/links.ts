import { defineResource } from '../../base/resource';

/** The fleet. The spec puts a machine's page at /machine/machine/{machineId}, beside the drafts at /machine/machine-draft/... */
export const machines = defineResource({
  path: '/machine',
  recordPath: '/machine/machine',
  title: 'Machine',
  authority: 'MACHINE',
  detailPage: true,
});

export const { listUrl: MACHINE_LIST_URL, addUrl: MACHINE_ADD_URL, url: machineUrl, editUrl: machineEditUrl, param: MACHINE_PARAM } = machines;
