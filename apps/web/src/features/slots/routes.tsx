import type { PageRoute } from '../../base/route-table';
import { SLOT_MASTER_PARAM, SLOT_SETTING_PARAM } from './links';

/*
 * Slots: one page lists the slot masters (named combinations of slots) and the slot settings (one
 * machine's slots, products and prices); each has its add, detail and edit pages below /slot.
 */

const masterPages = () => import('./slot-master-pages');
const settingPages = () => import('./slot-setting-pages');

export const slotRoutes: PageRoute[] = [
  { path: '/slot', title: 'Slot', authority: 'VIEW_SLOT', navigation: { group: 'machine', label: 'Slots' }, load: () => import('./SlotListPage') },
  { path: '/slot/master/add', title: 'Add Slot Master', authority: 'CREATE_SLOT_MASTER', load: () => masterPages().then((module) => ({ default: module.SlotMasterAddPage })) },
  { path: `/slot/master/:${SLOT_MASTER_PARAM}`, title: 'Slot Master Detail', authority: 'VIEW_SLOT_MASTER', load: () => masterPages().then((module) => ({ default: module.SlotMasterDetailPage })) },
  { path: `/slot/master/:${SLOT_MASTER_PARAM}/edit`, title: 'Edit Slot Master', authority: 'UPDATE_SLOT_MASTER', load: () => masterPages().then((module) => ({ default: module.SlotMasterEditPage })) },
  { path: '/slot/setting/add', title: 'Add Slot Setting', authority: 'CREATE_SLOT_SETTING', load: () => settingPages().then((module) => ({ default: module.SlotSettingAddPage })) },
  { path: `/slot/setting/:${SLOT_SETTING_PARAM}`, title: 'Slot Setting Detail', authority: 'VIEW_SLOT_SETTING', load: () => import('./SlotSettingDetailPage') },
  { path: `/slot/setting/:${SLOT_SETTING_PARAM}/edit`, title: 'Edit Slot Setting', authority: 'UPDATE_SLOT_SETTING', load: () => settingPages().then((module) => ({ default: module.SlotSettingEditPage })) },
];
