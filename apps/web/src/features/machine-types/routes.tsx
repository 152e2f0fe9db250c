import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** Models of vending machine, their weekly cup levels and stock maxima. */
export const machineTypes = defineResource({
  path: '/machine-type',
  title: 'Machine Type',
  authority: 'MACHINE_TYPE',
  navigation: { group: 'machine' },
  pages: {
    list: () => import('./machine-types').then((module) => module.machineTypePages.ListPage),
    add: () => import('./machine-types').then((module) => module.machineTypePages.AddPage),
    detail: () => import('./MachineTypeDetailPage'),
    edit: () => import('./machine-types').then((module) => module.machineTypePages.EditPage),
  },
});

/** How machine types are named and pictured to shop customers. */
export const machineTypeDisplays = defineResource({
  path: '/display-machine-type',
  title: 'Display Machine Type',
  authority: 'MACHINE_TYPE_DISPLAY',
  navigation: { group: 'machine' },
  pages: pagesOf(() => import('./machine-type-displays').then((module) => module.machineTypeDisplayPages), { detail: true }),
});

const typePath = `${machineTypes.listUrl}/:${machineTypes.param}`;
export const levelEditUrl = (machineTypeId: number) => `${machineTypes.listUrl}/${machineTypeId}/level/edit`;
export const stockEditUrl = (machineTypeId: number, kind: 'IN' | 'OUT', stockId: number) =>
  `${machineTypes.listUrl}/${machineTypeId}/${kind === 'IN' ? 'stock-in' : 'stock-out'}/${stockId}/edit`;

export const machineTypeRoutes: PageRoute[] = [
  ...machineTypes.routes,
  { path: `${typePath}/level/edit`, title: 'Edit Weekly Cup Level', authority: 'UPDATE_MACHINE_TYPE', load: () => import('./LevelEditPage') },
  { path: `${typePath}/stock-in/:machineTypeStockId/edit`, title: 'Edit Stock In', authority: 'UPDATE_MACHINE_TYPE_STOCK', load: () => import('./StockEditPage') },
  { path: `${typePath}/stock-out/:machineTypeStockId/edit`, title: 'Edit Stock Out', authority: 'UPDATE_MACHINE_TYPE_STOCK', load: () => import('./StockEditPage') },
  ...machineTypeDisplays.routes,
];
