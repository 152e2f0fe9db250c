import {
  filterTypesForField,
  isValidValue,
  MAX_IN_VALUES,
  valueCountFor,
  type FilterCondition,
  type FilterField,
  type FilterKind,
  type FilterType,
} from './list-state';

/*
 * The filter bar edits a draft, which becomes conditions only on Apply. A draft row keeps what the
 * user typed even when it is not (yet) a valid value, so the inputs never fight the keyboard.
 */

export interface DraftRow {
  /** A stable React key; rows are added and removed in the middle. */
  key: number;
  field: string;
  type: FilterType;
  /** The values of selects, single inputs and the two ends of BETWEEN. */
  values: string[];
  /** The comma-separated text of a free IN / NOT IN list. */
  list: string;
}

const LABELS: Record<FilterType, string> = {
  LIKE: 'contains',
  EQUAL: 'equals',
  NOT_EQUAL: 'does not equal',
  GREATER_THAN: 'greater than',
  LESS_THAN: 'less than',
  GREATER_THAN_EQUAL: 'at least',
  LESS_THAN_EQUAL: 'at most',
  BETWEEN: 'between',
  IN: 'is any of',
  NOT_IN: 'is none of',
  NULL: 'is empty',
  NOT_NULL: 'is not empty',
};
// Words that read better for days and for picked values than the numeric ones.
const DATE_LABELS: Partial<Record<FilterType, string>> = { EQUAL: 'on', GREATER_THAN_EQUAL: 'on or after', LESS_THAN_EQUAL: 'on or before' };
const CHOICE_LABELS: Partial<Record<FilterType, string>> = { EQUAL: 'is', NOT_EQUAL: 'is not' };

export function filterTypeLabel(type: FilterType, field: FilterField): string {
  if (field.kind === 'date') return DATE_LABELS[type] ?? LABELS[type];
  if (field.kind === 'boolean' || hasOptions(field)) return CHOICE_LABELS[type] ?? LABELS[type];
  return LABELS[type];
}

/** Whether values are picked from a list rather than typed. */
export function hasOptions(field: FilterField): boolean {
  return field.kind === 'enum' || field.options !== undefined;
}

/** A free IN list is typed, comma separated; picked values use a multi-select instead. */
export function usesFreeList(field: FilterField, type: FilterType): boolean {
  return valueCountFor(type) === 'many' && !hasOptions(field);
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function newDraftRow(key: number, field: FilterField): DraftRow {
  return { key, field: field.field, type: filterTypesForField(field)[0]!, values: [], list: '' };
}

export function conditionToDraft(key: number, condition: FilterCondition): DraftRow {
  return { key, field: condition.field, type: condition.type, values: condition.values, list: condition.values.join(', ') };
}

/** The row with another field: the type is kept when it still fits, the values only when the kind is the same. */
export function changeField(row: DraftRow, from: FilterField | undefined, to: FilterField): DraftRow {
  const types = filterTypesForField(to);
  const type = types.includes(row.type) ? row.type : types[0]!;
  const sameValues = from !== undefined && from.kind === to.kind && hasOptions(from) === hasOptions(to) && from.options === to.options;
  return sameValues ? { ...row, field: to.field, type } : { ...row, field: to.field, type, values: [], list: '' };
}

/** The row with another type, keeping as much of what was entered as the new type can hold. */
export function changeType(row: DraftRow, type: FilterType): DraftRow {
  const count = valueCountFor(type);
  const values = count === 'none' ? [] : count === 'one' ? row.values.slice(0, 1) : count === 'two' ? row.values.slice(0, 2) : row.values;
  // A typed list is kept as typed, spaces and all, while the user switches between IN and NOT IN.
  const list = valueCountFor(row.type) === 'many' ? row.list : values.join(', ');
  return { ...row, type, values, list };
}

/** The row with a new free list text; its values follow, so a change of type keeps them. */
export function changeList(row: DraftRow, list: string): DraftRow {
  return { ...row, list, values: splitList(list) };
}

/** The values the row stands for, trimmed; empty inputs are left out, except an end of a range. */
export function draftValues(row: DraftRow, field: FilterField): string[] {
  const count = valueCountFor(row.type);
  if (count === 'none') return [];
  if (usesFreeList(field, row.type)) return [...new Set(splitList(row.list))];
  const values = row.values.map((value) => value.trim());
  return count === 'two' ? values : values.filter((value) => value !== '');
}

const VALUE_HINTS: Record<FilterKind, string> = {
  text: 'Enter some text',
  int: 'Enter a whole number',
  float: 'Enter a number',
  boolean: 'Choose Yes or No',
  date: 'Choose a date',
  enum: 'Choose a value',
};

/** Why the row cannot be applied yet, or undefined when it can. */
export function draftError(row: DraftRow, field: FilterField | undefined): string | undefined {
  if (!field) return 'Choose a field';
  if (!filterTypesForField(field).includes(row.type)) return 'Choose a condition';
  const count = valueCountFor(row.type);
  const values = draftValues(row, field);
  const hint = hasOptions(field) && field.kind !== 'enum' ? 'Choose a value' : VALUE_HINTS[field.kind];
  if (count === 'none') return undefined;
  if (count === 'two') {
    if (values.length < 2 || values.some((value) => value.trim() === '')) return field.kind === 'date' ? 'Choose both dates' : 'Enter both ends';
  } else if (values.length === 0) {
    return count === 'many' && !hasOptions(field) ? 'Enter values separated by commas' : hint;
  }
  if (values.length > MAX_IN_VALUES) return `At most ${MAX_IN_VALUES} values`;
  return values.every((value) => isValidValue(field, value)) ? undefined : hint;
}

/** The condition of a row that has no error. */
export function draftToCondition(row: DraftRow, field: FilterField): FilterCondition {
  return { field: field.field, type: row.type, values: draftValues(row, field) };
}
