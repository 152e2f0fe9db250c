import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { LazyDayInput } from '../LazyDayInput';
import { changeField, changeList, changeType, filterTypeLabel, hasOptions, usesFreeList, type DraftRow } from './filter-draft';
import { filterTypesForField, valueCountFor, type FilterField, type FilterType } from './list-state';

export interface FilterRowProps {
  row: DraftRow;
  fields: readonly FilterField[];
  /** Shown once the user has tried to apply, so a row being filled in is not flagged as wrong. */
  error?: string;
  onChange: (row: DraftRow) => void;
  onRemove: () => void;
  /** A row just added takes the focus on its first control, so the keyboard goes on from there. */
  autoFocus?: boolean;
}

const SELECT_WIDTH = { minWidth: 150, flex: '0 1 180px' };
const VALUE_WIDTH = { minWidth: 160, flex: '1 1 200px' };
const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** One condition: field, then condition type, then the value inputs that fit them. */
export function FilterRow({ row, fields, error, onChange, onRemove, autoFocus }: FilterRowProps) {
  const id = useId();
  const field = fields.find((candidate) => candidate.field === row.field);
  const setValue = (index: number, value: string) => {
    const values = [...row.values];
    values[index] = value;
    onChange({ ...row, values });
  };

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id={`${id}-field`}
        autoFocus={autoFocus}
        label="Field"
        value={field ? row.field : ''}
        onChange={(event) => {
          const next = fields.find((candidate) => candidate.field === event.target.value);
          if (next) onChange(changeField(row, field, next));
        }}
        sx={SELECT_WIDTH}
      >
        {fields.map((candidate) => (
          <MenuItem key={candidate.field} value={candidate.field}>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      {field && (
        <TextField
          select
          size="small"
          id={`${id}-type`}
          label="Condition"
          value={row.type}
          onChange={(event) => onChange(changeType(row, event.target.value as FilterType))}
          sx={SELECT_WIDTH}
        >
          {filterTypesForField(field).map((type) => (
            <MenuItem key={type} value={type}>
              {filterTypeLabel(type, field)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {field && <ValueInputs id={id} row={row} field={field} error={error} setValue={setValue} onChange={onChange} />}
      <IconButton aria-label="Remove filter" onClick={onRemove} sx={{ mt: 0.25 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

interface ValueInputsProps {
  id: string;
  row: DraftRow;
  field: FilterField;
  error?: string;
  setValue: (index: number, value: string) => void;
  onChange: (row: DraftRow) => void;
}

function ValueInputs({ id, row, field, error, setValue, onChange }: ValueInputsProps): ReactNode {
  const count = valueCountFor(row.type);
  const errorProps = { error: error !== undefined, helperText: error };
  if (count === 'none') return null;

  if (field.kind === 'boolean' || hasOptions(field)) {
    const options = field.kind === 'boolean' ? BOOLEAN_OPTIONS : (field.options ?? []);
    const multiple = count === 'many';
    return (
      <TextField
        select
        size="small"
        id={`${id}-value`}
        label="Value"
        value={multiple ? row.values : (row.values[0] ?? '')}
        onChange={(event) => {
          // A multiple select gives an array of the picked values; a single one a string.
          const picked: unknown = event.target.value;
          onChange({ ...row, values: Array.isArray(picked) ? picked.map(String) : [String(picked)] });
        }}
        slotProps={{
          select: {
            multiple,
            renderValue: multiple
              ? (selected) => (selected as string[]).map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ')
              : undefined,
          },
        }}
        sx={VALUE_WIDTH}
        {...errorProps}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (usesFreeList(field, row.type)) {
    return (
      <TextField
        size="small"
        id={`${id}-value`}
        label="Value"
        value={row.list}
        onChange={(event) => onChange(changeList(row, event.target.value))}
        placeholder={field.kind === 'text' ? 'a, b, c' : '1, 2, 3'}
        sx={VALUE_WIDTH}
        {...errorProps}
        helperText={error ?? 'Separate values with commas'}
      />
    );
  }

  const inputType = field.kind === 'text' ? 'text' : 'number';
  const slotProps = { htmlInput: field.kind === 'float' ? { step: 'any' } : field.kind === 'int' ? { step: 1 } : undefined };
  const labels = count === 'two' ? ['From', 'To'] : ['Value'];
  const sx = count === 'two' ? { flex: '1 1 0', minWidth: 0 } : VALUE_WIDTH;
  // One message for the pair, under the last input.
  const errorOf = (index: number) => (index === labels.length - 1 ? errorProps : { error: error !== undefined });
  const inputs = labels.map((label, index) =>
    field.kind === 'date' ? (
      <LazyDayInput
        key={label}
        label={label}
        id={`${id}-${label.toLowerCase()}`}
        value={row.values[index] ?? ''}
        onChange={(day) => setValue(index, day)}
        sx={sx}
        {...errorOf(index)}
      />
    ) : (
    <TextField
      key={label}
      size="small"
      id={`${id}-${label.toLowerCase()}`}
      label={label}
      type={inputType}
      value={row.values[index] ?? ''}
      onChange={(event) => setValue(index, event.target.value)}
      slotProps={slotProps}
      sx={sx}
      {...errorOf(index)}
    />
  ));
  // The two ends of a range wrap as one, so "From" and "To" stay side by side.
  return count === 'two' ? <Box sx={{ display: 'flex', gap: 1, minWidth: 240, flex: '1 1 260px' }}>{inputs}</Box> : inputs;
}
