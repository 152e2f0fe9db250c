import { defineResource } from '../../base/resource';

/** Models of vending machine, their weekly cup levels and stock maxima. */
export const machineTypes = defineResource({
  path: '/machine-type',
  title: 'Machine Type',
  authority: 'MACHINE_TYPE',
  detailPage: true,
});

/** How machine types are named and pictured to shop customers. */
export const machineTypeDisplays = defineResource({
  path: '/display-machine-type',
  title: 'Display Machine Type',
  authority: 'MACHINE_TYPE_DISPLAY',
  detailPage: true,
});

export const levelEditUrl = (machineTypeId: number) => `${machineTypes.listUrl}/${machineTypeId}/level/edit`;

export const stockEditUrl = (machineTypeId: number, kind: 'IN' | 'OUT', stockId: number) =>
  `${machineTypes.listUrl}/${machineTypeId}/${kind === 'IN' ? 'stock-in' : 'stock-out'}/${stockId}/edit`;
