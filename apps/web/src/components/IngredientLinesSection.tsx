import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton } from '@mui/material';
import { formatNumber, type Authority } from '@back-office/domain';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../base/errors';
import { hasAuthority, useCurrentUser } from '../base/session';
import { useConfirm } from './ConfirmDialog';
import { DetailTable, type DetailColumn } from './DetailTable';
import { NumberInput, SelectInput } from './form/fields';
import { InlineAddForm } from './form/InlineAddForm';
import { useNotify } from './Snackbar';

interface Ingredient {
  id: number;
  name: string;
  unit: { name: string };
}

/** One line of what something is made of: an ingredient and how much of it. */
export interface IngredientLine {
  id: number;
  amount: number;
  ingredient: Omit<Ingredient, 'id'>;
}

interface IngredientLinesSectionProps<Line extends IngredientLine> {
  title: string;
  lines: Line[];
  emptyText: string;
  /** Columns shown after Ingredient and Amount, e.g. the recipe's Fast Code. */
  extraColumns?: DetailColumn<Line>[];
  editUrl: (line: Line) => string;
  authorities: { create: Authority; update: Authority; remove: Authority };
  /** Deletes one line. */
  remove: (line: Line) => Promise<{ error?: unknown }>;
  /** Where a line is removed from, as the question and the notice say it: "from this menu?", "removed from the menu." */
  removeFrom: { question: string; notice: string };
  /** The form that adds a line, e.g. an AddIngredientLine; shown to those who may add. */
  addForm: ReactNode;
}

const unitOf = (ingredient: { unit: { name: string } }) => ingredient.unit.name.toLowerCase();

/** What a record is made of (a product's recipe, a shop menu's ingredients): a line per ingredient, each editable and removable, and a form that adds one. */
export function IngredientLinesSection<Line extends IngredientLine>({
  title,
  lines,
  emptyText,
  extraColumns = [],
  editUrl,
  authorities,
  remove,
  removeFrom,
  addForm,
}: IngredientLinesSectionProps<Line>) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const canEdit = hasAuthority(user, authorities.update);
  const canRemove = hasAuthority(user, authorities.remove);

  const confirmRemove = async (line: Line) => {
    const confirmed = await ask({ title: 'Remove ingredient', text: `Remove ${line.ingredient.name} ${removeFrom.question}?`, confirmLabel: 'Remove' });
    if (!confirmed) return;
    const result = await remove(line).catch((error: unknown) => ({ error }));
    if (result.error) notify(errorMessage(result.error), 'error');
    else notify(`${line.ingredient.name} removed ${removeFrom.notice}.`);
  };

  return (
    <>
      <DetailTable
        title={title}
        rows={lines}
        emptyText={emptyText}
        columns={[
          { header: 'Ingredient', value: (line) => line.ingredient.name },
          { header: 'Amount', value: (line) => `${formatNumber(line.amount)} ${unitOf(line.ingredient)}` },
          ...extraColumns,
          ...(canEdit || canRemove
            ? [
                {
                  header: 'Actions',
                  value: () => null,
                  render: (line: Line) => (
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {canEdit && (
                        <IconButton component={Link} to={editUrl(line)} aria-label={`Edit ${line.ingredient.name}`} size="small">
                          <EditIcon fontSize="small" />
                        </IconButton>
                      )}
                      {canRemove && (
                        <IconButton onClick={() => void confirmRemove(line)} aria-label={`Remove ${line.ingredient.name}`} size="small">
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )}
                    </Box>
                  ),
                },
              ]
            : []),
        ]}
        after={hasAuthority(user, authorities.create) && addForm}
      />
      {confirmDialog}
    </>
  );
}

interface AddIngredientLineProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The active ingredients not used yet, the only ones offered. */
  candidates: Ingredient[];
  /** Says what the amount is per, e.g. "In the ingredient’s unit, per cup." */
  amountHelp: string;
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  successMessage: string;
  onSubmit: (values: z.output<Schema>) => Promise<{ error?: unknown }>;
  /** Fields after Ingredient and Amount, e.g. the recipe's Fast Code. */
  children?: ReactNode;
}

/** Adds one ingredient line: which ingredient, how much, and any fields of the line's own. */
export function AddIngredientLine<Schema extends z.ZodType<FieldValues, FieldValues>>({ candidates, amountHelp, children, ...form }: AddIngredientLineProps<Schema>) {
  const options = candidates.map((ingredient) => ({ value: ingredient.id, label: `${ingredient.name} (${unitOf(ingredient)})` }));
  return (
    <InlineAddForm title="Add an ingredient" {...form}>
      <SelectInput name="ingredientId" label="Ingredient" required options={options} />
      <NumberInput name="amount" label="Amount" required helperText={amountHelp} />
      {children}
    </InlineAddForm>
  );
}
