export const SLOT_MASTER_PARAM = 'slotMasterId';
export const SLOT_SETTING_PARAM = 'slotSettingId';
export type SlotTab = 'master' | 'setting';

export const slotUrls = {
  list: (tab: SlotTab = 'master') => (tab === 'master' ? '/slot' : '/slot?tab=setting'),
  masterAdd: '/slot/master/add',
  master: (id: number) => `/slot/master/${id}`,
  masterEdit: (id: number) => `/slot/master/${id}/edit`,
  settingAdd: '/slot/setting/add',
  setting: (id: number) => `/slot/setting/${id}`,
  settingEdit: (id: number) => `/slot/setting/${id}/edit`,
};
