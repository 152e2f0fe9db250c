import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { conditionToDraft, draftError, draftToCondition, newDraftRow, type DraftRow } from './filter-draft';
import { FilterRow } from './FilterRow';
import { MAX_CONDITIONS, type FilterCondition, type FilterField, type FilterOperator } from './list-state';

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The applied filter, as in the URL. */
  operator: FilterOperator;
  conditions: readonly FilterCondition[];
  onApply: (operator: FilterOperator, conditions: FilterCondition[]) => void;
}

interface Draft {
  operator: FilterOperator;
  rows: DraftRow[];
}

function toDraft(operator: FilterOperator, conditions: readonly FilterCondition[], nextKey: () => number): Draft {
  return { operator, rows: conditions.map((condition) => conditionToDraft(nextKey(), condition)) };
}

/**
 * Any number of conditions joined by AND or OR, above the grid (the community grid filters on one
 * item only). Edits stay in a draft until Apply or Enter, so typing does not send a request per key.
 */
export function FilterBar({ fields, operator, conditions, onApply }: FilterBarProps) {
  const keys = useRef(0);
  const nextKey = () => ++keys.current;
  const applied = JSON.stringify([operator, conditions]);
  const [draft, setDraft] = useState<Draft>(() => toDraft(operator, conditions, nextKey));
  const [seen, setSeen] = useState(applied);
  const [showErrors, setShowErrors] = useState(false);
  const [added, setAdded] = useState<number>();
  // Removing a row or clearing takes away the control that had the focus; it goes to Add filter.
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (!focusAdd) return;
    addButton.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);

  // A new applied filter (Apply, Back, a link) replaces the draft; adjusting state while rendering
  // avoids showing the stale draft for a frame, as an effect would.
  if (applied !== seen) {
    setSeen(applied);
    setDraft(toDraft(operator, conditions, nextKey));
    setShowErrors(false);
  }

  const byName = (name: string) => fields.find((field) => field.field === name);
  const errors = draft.rows.map((row) => draftError(row, byName(row.field)));
  const candidate = errors.every((error) => error === undefined)
    ? draft.rows.map((row) => draftToCondition(row, byName(row.field)!))
    : undefined;
  const dirty = candidate === undefined || JSON.stringify([draft.operator, candidate]) !== applied;

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (!candidate) {
      setShowErrors(true);
      return;
    }
    if (dirty) onApply(draft.operator, candidate);
  };
  const setRows = (rows: DraftRow[]) => setDraft({ ...draft, rows });
  const addRow = () => {
    const first = fields[0];
    if (!first) return;
    const row = newDraftRow(nextKey(), first);
    setRows([...draft.rows, row]);
    setAdded(row.key);
  };
  const removeRow = (key: number) => {
    setRows(draft.rows.filter((current) => current.key !== key));
    setFocusAdd(true);
  };
  const clear = () => {
    setDraft({ operator: 'AND', rows: [] });
    setFocusAdd(true);
    setShowErrors(false);
    // Clearing is a command rather than an edit: it applies at once.
    if (conditions.length > 0 || operator !== 'AND') onApply('AND', []);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={apply} aria-label="Filters" sx={{ p: 1.5 }}>
      <Stack spacing={1.5}>
        {draft.rows.map((row, index) => (
          <FilterRow
            key={row.key}
            row={row}
            fields={fields}
            error={showErrors ? errors[index] : undefined}
            onChange={(next) => setRows(draft.rows.map((current) => (current.key === row.key ? next : current)))}
            onRemove={() => removeRow(row.key)}
            autoFocus={row.key === added}
          />
        ))}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            ref={addButton}
            startIcon={<AddIcon />}
            onClick={addRow}
            disabled={fields.length === 0 || draft.rows.length >= MAX_CONDITIONS}
          >
            Add filter
          </Button>
          {draft.rows.length >= 2 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              aria-label="Match"
              value={draft.operator}
              onChange={(_event, value: FilterOperator | null) => value && setDraft({ ...draft, operator: value })}
            >
              <ToggleButton value="AND" title="Rows matching every condition">
                AND
              </ToggleButton>
              <ToggleButton value="OR" title="Rows matching any condition">
                OR
              </ToggleButton>
            </ToggleButtonGroup>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={clear} disabled={draft.rows.length === 0 && conditions.length === 0}>
            Clear
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty}>
            Apply
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
