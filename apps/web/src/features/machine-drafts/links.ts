export const MACHINE_DRAFT_LIST_URL = '/machine/machine-draft';
export const machineDraftConvertUrl = (id: number) => `${MACHINE_DRAFT_LIST_URL}/${id}/edit`;
export const MACHINE_DRAFT_PARAM = 'machineDraftId';
