import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { visuallyHidden } from '../../base/theme';

export interface FieldArrayRow {
  index: number;
  /** The form path of one of the row's fields: `employees.2.cardNumber` for 'cardNumber'. */
  path: (field: string) => string;
  /** What the cell's input is read out as, e.g. 'Employee 3 Card Number'; the header is what is shown. */
  label: string;
}

export interface FieldArrayColumn {
  header: string;
  required?: boolean;
  width?: number;
  cell: (row: FieldArrayRow) => ReactNode;
}

interface FieldArrayTableProps {
  /** The list's name in the surrounding ResourceForm, e.g. 'employees'. */
  name: string;
  /** One row in words, e.g. 'Employee': "Add Employee", "Remove Employee 2". */
  rowLabel: string;
  columns: FieldArrayColumn[];
  newRow: () => FieldValues;
  emptyText: string;
}

/** A list the form holds as rows of inputs, one column per field, with a button to add a row and one per row to remove it. */
export function FieldArrayTable({ name, rowLabel, columns, newRow, emptyText }: FieldArrayTableProps) {
  const { control } = useFormContext();
  // A row's own `id` (the record it edits) has to reach the server, so the React keys go under another name.
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });
  const listError: unknown = get(errors, `${name}.message`) ?? get(errors, `${name}.root.message`);

  return (
    <Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={`${rowLabel} rows`} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} sx={{ width: column.width, whiteSpace: 'nowrap' }}>
                  {column.header}
                  {column.required && ' *'}
                </TableCell>
              ))}
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => (
              <TableRow key={field.key} sx={{ verticalAlign: 'top' }}>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={{ py: 1 }}>
                    {column.cell({ index, path: (fieldName) => `${name}.${index}.${fieldName}`, label: `${rowLabel} ${index + 1} ${column.header}` })}
                  </TableCell>
                ))}
                <TableCell sx={{ py: 1 }}>
                  <IconButton aria-label={`Remove ${rowLabel} ${index + 1}`} onClick={() => remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary', py: 2 }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {typeof listError === 'string' && <FormHelperText error>{listError}</FormHelperText>}
      <Button startIcon={<AddIcon />} onClick={() => append(newRow())} sx={{ mt: 1 }}>
        Add {rowLabel}
      </Button>
    </Box>
  );
}
