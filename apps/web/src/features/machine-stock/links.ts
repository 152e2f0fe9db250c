import { machineUrl } from '../machines/links';

/*
 * What is inside a machine: its stock in and stock out, added, edited and filled from pages under
 * the machine's own page, and its menu, whose lines the spec puts at /machineMenu/{machineMenuId}.
 */
export type StockKind = 'in' | 'out';

const segment = (kind: StockKind) => (kind === 'in' ? 'stock-in' : 'stock-out');

export const stockAddUrl = (machineId: number, kind: StockKind) => `${machineUrl(machineId)}/${segment(kind)}/add`;
export const stockEditUrl = (machineId: number, kind: StockKind, stockId: number) => `${machineUrl(machineId)}/${segment(kind)}/${stockId}/edit`;
export const stockFillUrl = (machineId: number, kind: StockKind) => `${machineUrl(machineId)}/${segment(kind)}/fill`;
export const machineMenuEditUrl = (machineMenuId: number) => `/machineMenu/${machineMenuId}/edit`;
export const STOCK_PARAM = 'stockId';
