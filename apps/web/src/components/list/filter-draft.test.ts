import { describe, expect, it } from 'vitest';
import {
  changeField,
  changeList,
  changeType,
  conditionToDraft,
  draftError,
  draftToCondition,
  filterTypeLabel,
  newDraftRow,
  splitList,
  usesFreeList,
  type DraftRow,
} from './filter-draft';
import type { FilterField } from './list-state';

const name: FilterField = { field: 'name', label: 'Name', kind: 'text' };
const age: FilterField = { field: 'age', label: 'Age', kind: 'int' };
const score: FilterField = { field: 'score', label: 'Score', kind: 'float' };
const active: FilterField = { field: 'active', label: 'Active', kind: 'boolean' };
const created: FilterField = { field: 'created', label: 'Created', kind: 'date' };
const role: FilterField = { field: 'roleId', label: 'Role', kind: 'int', options: [{ value: '1', label: 'Admin' }] };
const status: FilterField = { field: 'status', label: 'Status', kind: 'enum', options: [{ value: 'OPEN', label: 'Open' }] };

const row = (partial: Partial<DraftRow>): DraftRow => ({ key: 1, field: 'name', type: 'LIKE', values: [], list: '', ...partial });

describe('labels', () => {
  it('read naturally for each kind', () => {
    expect(filterTypeLabel('LIKE', name)).toBe('contains');
    expect(filterTypeLabel('EQUAL', name)).toBe('equals');
    expect(filterTypeLabel('NULL', name)).toBe('is empty');
    expect(filterTypeLabel('EQUAL', created)).toBe('on');
    expect(filterTypeLabel('GREATER_THAN_EQUAL', created)).toBe('on or after');
    expect(filterTypeLabel('BETWEEN', created)).toBe('between');
    expect(filterTypeLabel('EQUAL', active)).toBe('is');
    expect(filterTypeLabel('NOT_EQUAL', status)).toBe('is not');
    expect(filterTypeLabel('IN', role)).toBe('is any of');
  });
});

describe('draft rows', () => {
  it('start with the first type that fits the field', () => {
    expect(newDraftRow(3, name)).toEqual({ key: 3, field: 'name', type: 'LIKE', values: [], list: '' });
    expect(newDraftRow(3, created).type).toBe('BETWEEN');
    expect(newDraftRow(3, active).type).toBe('EQUAL');
  });

  it('keep the type on a field change when it fits, and values only within one kind', () => {
    const typed = row({ type: 'EQUAL', values: ['x'] });
    expect(changeField(typed, name, { ...name, field: 'email' })).toMatchObject({ field: 'email', type: 'EQUAL', values: ['x'] });
    expect(changeField(typed, name, age)).toMatchObject({ field: 'age', type: 'EQUAL', values: [] });
    expect(changeField(row({ type: 'LIKE', values: ['x'] }), name, active)).toMatchObject({ type: 'EQUAL', values: [] });
  });

  it('keep what fits on a type change', () => {
    expect(changeType(row({ type: 'EQUAL', field: 'age', values: ['5'] }), 'BETWEEN').values).toEqual(['5']);
    expect(changeType(row({ type: 'BETWEEN', field: 'age', values: ['5', '9'] }), 'EQUAL').values).toEqual(['5']);
    expect(changeType(row({ type: 'EQUAL', values: ['a'] }), 'NULL').values).toEqual([]);
    expect(changeType(row({ type: 'EQUAL', values: ['a'] }), 'IN')).toMatchObject({ values: ['a'], list: 'a' });
    const list = changeList(row({ type: 'IN' }), ' a, b ,,c ');
    expect(list.values).toEqual(['a', 'b', 'c']);
    expect(changeType(list, 'NOT_IN').list).toBe(' a, b ,,c ');
    expect(changeType(list, 'EQUAL').values).toEqual(['a']);
  });

  it('round-trip through conditions', () => {
    const condition = { field: 'name', type: 'IN' as const, values: ['a', 'b'] };
    const draft = conditionToDraft(4, condition);
    expect(draft.list).toBe('a, b');
    expect(draftToCondition(draft, name)).toEqual(condition);
  });

  it('split free lists on commas, trimming and dropping blanks', () => {
    expect(splitList(' 1, 2 ,, 3 ,')).toEqual(['1', '2', '3']);
    expect(usesFreeList(name, 'IN')).toBe(true);
    expect(usesFreeList(status, 'IN')).toBe(false);
    expect(usesFreeList(role, 'IN')).toBe(false);
    expect(usesFreeList(age, 'EQUAL')).toBe(false);
  });
});

describe('draftError', () => {
  it('asks for what is missing', () => {
    expect(draftError(row({ type: 'LIKE', values: [] }), name)).toBe('Enter some text');
    expect(draftError(row({ type: 'LIKE', values: ['  '] }), name)).toBe('Enter some text');
    expect(draftError(row({ field: 'age', type: 'EQUAL', values: ['1.5'] }), age)).toBe('Enter a whole number');
    expect(draftError(row({ field: 'score', type: 'EQUAL', values: ['abc'] }), score)).toBe('Enter a number');
    expect(draftError(row({ field: 'created', type: 'BETWEEN', values: ['2024-01-01'] }), created)).toBe('Choose both dates');
    expect(draftError(row({ field: 'created', type: 'BETWEEN', values: ['2024-01-01', ''] }), created)).toBe('Choose both dates');
    expect(draftError(row({ field: 'age', type: 'BETWEEN', values: ['', '3'] }), age)).toBe('Enter both ends');
    expect(draftError(row({ field: 'age', type: 'IN', list: ' , ' }), age)).toBe('Enter values separated by commas');
    expect(draftError(row({ field: 'age', type: 'IN', list: '1, x' }), age)).toBe('Enter a whole number');
    expect(draftError(row({ field: 'status', type: 'IN', values: [] }), status)).toBe('Choose a value');
    expect(draftError(row({ field: 'roleId', type: 'EQUAL', values: [] }), role)).toBe('Choose a value');
    expect(draftError(row({ field: 'active', type: 'EQUAL', values: [] }), active)).toBe('Choose Yes or No');
    expect(draftError(row({ field: 'gone' }), undefined)).toBe('Choose a field');
    expect(draftError(row({ field: 'active', type: 'LIKE', values: ['true'] }), active)).toBe('Choose a condition');
  });

  it('passes complete rows, trimmed', () => {
    expect(draftError(row({ type: 'NULL' }), name)).toBeUndefined();
    const typed = row({ type: 'LIKE', values: ['  ali '] });
    expect(draftError(typed, name)).toBeUndefined();
    expect(draftToCondition(typed, name)).toEqual({ field: 'name', type: 'LIKE', values: ['ali'] });
    const list = row({ field: 'age', type: 'IN', list: '1, 2, 2' });
    expect(draftToCondition(list, age)).toEqual({ field: 'age', type: 'IN', values: ['1', '2'] });
  });
});
