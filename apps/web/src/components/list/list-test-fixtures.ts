import { parseListState, type FilterField, type ListDefaults, type ListState } from './list-state';

/** The fields, defaults and starting state the list-state tests share. */
export const FIELDS: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'age', label: 'Age', kind: 'int' },
  { field: 'score', label: 'Score', kind: 'float' },
  { field: 'active', label: 'Active', kind: 'boolean' },
  { field: 'createdTime', label: 'Created', kind: 'date' },
  {
    field: 'status',
    label: 'Status',
    kind: 'enum',
    options: [
      { value: 'OPEN', label: 'Open' },
      { value: 'CLOSED', label: 'Closed' },
    ],
  },
  { field: 'roleId', label: 'Role', kind: 'int', options: [{ value: '1', label: 'Admin' }] },
];
export const DEFAULTS: ListDefaults = { size: 20, sort: { field: 'name', direction: 'ASC' } };
export const BASE: ListState = { page: 1, size: 20, sort: { field: 'name', direction: 'ASC' }, operator: 'AND', conditions: [] };

export const parse = (query: string, sortFields?: string[]) => parseListState(new URLSearchParams(query), DEFAULTS, FIELDS, sortFields);
