import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { fieldLabel } from './activity-labels';

export interface FieldChange {
  field: string;
  before?: string | null;
  after?: string | null;
  secret: boolean;
}

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** "3 changes": opens a dialog with each field before and after; a secret shows only that it changed. */
export function ActivityChanges({ title, changes }: { title: string; changes: FieldChange[] | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (!changes || changes.length === 0) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {changes.length === 1 ? '1 change' : `${changes.length} changes`}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="changes-title" maxWidth="md" fullWidth>
        <DialogTitle id="changes-title">{title}</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label="Changed fields">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(change.field)}
                  </TableCell>
                  {change.secret ? (
                    <TableCell colSpan={2}>
                      <Typography variant="body2" color="text.secondary">
                        Changed (not recorded)
                      </Typography>
                    </TableCell>
                  ) : (
                    <>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.before)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.after)}</TableCell>
                    </>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
