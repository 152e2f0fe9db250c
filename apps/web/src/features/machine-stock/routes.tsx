import type { PageRoute } from '../../base/route-table';
import { MACHINE_PARAM } from '../machines/links';
import { STOCK_PARAM } from './links';

/*
 * What is inside a machine: its stock in and stock out, added, edited and filled from pages under
 * the machine's own page, and its menu, whose lines the spec puts at /machineMenu/{machineMenuId}.
 */

const under = `/machine/machine/:${MACHINE_PARAM}`;

export const machineStockRoutes: PageRoute[] = [
  { path: `${under}/stock-in/add`, title: 'Add Stock In', authority: 'CREATE_MACHINE_STOCK_IN', load: () => import('./StockInAddPage') },
  { path: `${under}/stock-in/:${STOCK_PARAM}/edit`, title: 'Edit Stock In', authority: 'UPDATE_MACHINE_STOCK_IN', load: () => import('./StockInEditPage') },
  { path: `${under}/stock-in/fill`, title: 'Fill Stock In', authority: 'FILL_MACHINE_STOCK_IN', load: () => import('./FillStockInPage') },
  { path: `${under}/stock-out/add`, title: 'Add Stock Out', authority: 'CREATE_MACHINE_STOCK_OUT', load: () => import('./StockOutAddPage') },
  { path: `${under}/stock-out/:${STOCK_PARAM}/edit`, title: 'Edit Stock Out', authority: 'UPDATE_MACHINE_STOCK_OUT', load: () => import('./StockOutEditPage') },
  { path: `${under}/stock-out/fill`, title: 'Fill Stock Out', authority: 'FILL_MACHINE_STOCK_OUT', load: () => import('./FillStockOutPage') },
  { path: '/machineMenu/:machineMenuId/edit', title: 'Edit Machine Menu', authority: 'UPDATE_PRODUCT_IN_MACHINE', load: () => import('./MachineMenuEditPage') },
];
