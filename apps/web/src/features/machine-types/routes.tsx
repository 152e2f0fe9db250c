import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { machineTypes, machineTypeDisplays } from './links';

const machineTypesRoutes = resourceRoutes(machineTypes, {
  navigation: { group: 'machine' },
  pages: {
    list: () => import('./machine-types').then((module) => module.machineTypePages.ListPage),
    add: () => import('./machine-types').then((module) => module.machineTypePages.AddPage),
    detail: () => import('./MachineTypeDetailPage'),
    edit: () => import('./machine-types').then((module) => module.machineTypePages.EditPage),
  },
});

const machineTypeDisplaysRoutes = resourceRoutes(machineTypeDisplays, {
  navigation: { group: 'machine' },
  pages: pagesOf(() => import('./machine-type-displays').then((module) => module.machineTypeDisplayPages), { detail: true }),
});

const typePath = `${machineTypes.listUrl}/:${machineTypes.param}`;

export const machineTypeRoutes: PageRoute[] = [
  ...machineTypesRoutes,
  { path: `${typePath}/level/edit`, title: 'Edit Weekly Cup Level', authority: 'UPDATE_MACHINE_TYPE', load: () => import('./LevelEditPage') },
  { path: `${typePath}/stock-in/:machineTypeStockId/edit`, title: 'Edit Stock In', authority: 'UPDATE_MACHINE_TYPE_STOCK', load: () => import('./StockEditPage') },
  { path: `${typePath}/stock-out/:machineTypeStockId/edit`, title: 'Edit Stock Out', authority: 'UPDATE_MACHINE_TYPE_STOCK', load: () => import('./StockEditPage') },
  ...machineTypeDisplaysRoutes,
];
