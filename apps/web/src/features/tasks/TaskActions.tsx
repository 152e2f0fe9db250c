import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { TASK_MESSAGES, finishTaskFormSchema, formatNumber, isEmptyRefill } from '@back-office/domain';
import { useState } from 'react';
import { errorMessage } from '../../base/errors';
import { useConfirm } from '../../components/ConfirmDialog';
import { NumberInput, TextInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useNotify } from '../../components/Snackbar';
import { UploadInput } from '../../components/UploadInput';
import { DeclineTaskForm } from './task-parts';
import { DeclineTaskDocument, FinishTaskDocument, StartTaskDocument, type TaskStopFieldsFragment } from './tasks.generated';

/*
 * What the assignee does with a task: start it (after a confirmation), finish it (the machine's stock
 * after the fill, a note and a photo taken with the phone's camera) or decline it (with a note). Big
 * buttons: this is used standing at a machine.
 */

const REFRESH = ['MyTaskDay', 'Task', 'TaskCounts', 'MyTasksPage', 'AllTasksPage', 'WipTasksPage'];
const BIG = { minHeight: 48, flex: 1 };

export function TaskActionButtons({ task }: { task: TaskStopFieldsFragment }) {
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const [start, started] = useMutation(StartTaskDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const [open, setOpen] = useState<'finish' | 'decline' | null>(null);
  const can = (action: string) => task.allowedActions.includes(action);
  if (!can('start') && !can('finish') && !can('decline')) return null;

  const startTask = async () => {
    if (!(await ask({ title: 'Start Task', text: TASK_MESSAGES.startConfirmation, confirmLabel: 'Start' }))) return;
    const result = await start({ variables: { id: task.id } }).catch((error: unknown) => ({ error }));
    notify(result.error ? errorMessage(result.error) : `Started: ${task.title}.`);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      {can('start') && (
        <Button variant="contained" size="large" sx={BIG} onClick={() => void startTask()} disabled={started.loading} aria-label={`Start ${task.title}`}>
          Start
        </Button>
      )}
      {can('finish') && (
        <Button variant="contained" color="success" size="large" sx={BIG} onClick={() => setOpen('finish')} aria-label={`Finish ${task.title}`}>
          Finish
        </Button>
      )}
      {can('decline') && (
        <Button variant="outlined" color="error" size="large" sx={BIG} onClick={() => setOpen('decline')} aria-label={`Decline ${task.title}`}>
          Decline
        </Button>
      )}
      {dialog}
      <ActionDialog open={open === 'finish'} title={`Finish: ${task.title}`} onClose={() => setOpen(null)}>
        <FinishForm task={task} onDone={() => setOpen(null)} />
      </ActionDialog>
      <ActionDialog open={open === 'decline'} title={`Decline: ${task.title}`} onClose={() => setOpen(null)}>
        <DeclineForm task={task} onDone={() => setOpen(null)} />
      </ActionDialog>
    </Stack>
  );
}

/** Full screen on a phone, a dialog on a desk. */
function ActionDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: React.ReactNode }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="task-action-title">
      <DialogTitle id="task-action-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>{open && children}</DialogContent>
    </Dialog>
  );
}

function FinishForm({ task, onDone }: { task: TaskStopFieldsFragment; onDone: () => void }) {
  const [finish] = useMutation(FinishTaskDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const ins = task.machineStockIns;
  const outs = task.machineStockOuts.filter((row) => !row.infinite);
  const [ask, dialog] = useConfirm();
  return (
    <>
      {dialog}
      <ResourceForm
        schema={finishTaskFormSchema}
        defaultValues={{
          levels: ins.map((row) => ({ ingredientId: row.ingredient.id, currentStock: row.currentStock, maxStock: row.maxStock, unit: row.ingredient.unit.name.toLowerCase() })),
          fills: outs.map((row) => ({ packagingId: row.packaging.id, additionalStock: null, returnQuantity: null, room: row.maxStock - row.currentStock })),
          note: task.note ?? null,
          image: '',
          optionalImage: null,
        }}
        successMessage={`Finished: ${task.title}.`}
        confirm={async ({ levels, fills }) =>
          ins.length + outs.length === 0 ||
          !isEmptyRefill(levels, ins, fills) ||
          ask({
            title: 'Finish without a refill?',
            text: 'Every level is as it was and no pieces were added: the machine’s stock is recorded as not refilled. Enter the levels after the fill, or finish anyway.',
            confirmLabel: 'Finish without a refill',
          })
        }
        onSubmit={async ({ levels, fills, note, image, optionalImage }) => {
          const machineStockIns = levels
            .filter((level, index) => level.currentStock !== ins[index]!.currentStock)
            .map((level) => ({ ingredientId: level.ingredientId, currentStock: level.currentStock }));
          const machineStockOuts = fills.flatMap((fill) => (fill.additionalStock ? [{ packagingId: fill.packagingId, additionalStock: fill.additionalStock, returnQuantity: fill.returnQuantity ?? null }] : []));
          const result = await finish({ variables: { id: task.id, input: { machineStockIns, machineStockOuts, note, image, optionalImage } } });
          if (!result.error) onDone();
          return { error: result.error };
        }}
      >
        {ins.length > 0 && (
          <StockSection title="Ingredients: level after the fill">
            {ins.map((row, index) => (
              <StockLine key={row.id} name={row.ingredient.name} now={`now ${formatNumber(row.currentStock)} of ${formatNumber(row.maxStock, 0)} ${row.ingredient.unit.name.toLowerCase()}`} low={row.low}>
                <NumberInput name={`levels.${index}.currentStock`} label={`${row.ingredient.name} after`} />
              </StockLine>
            ))}
          </StockSection>
        )}
        {outs.length > 0 && (
          <StockSection title="Packaging: pieces added and taken back">
            {outs.map((row, index) => (
              <StockLine key={row.id} name={row.packaging.name} now={`now ${formatNumber(row.currentStock, 0)} of ${formatNumber(row.maxStock, 0)}`} low={row.low}>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
                  <NumberInput name={`fills.${index}.additionalStock`} label={`${row.packaging.name} added`} />
                  <NumberInput name={`fills.${index}.returnQuantity`} label={`${row.packaging.name} taken back`} />
                </Box>
              </StockLine>
            ))}
          </StockSection>
        )}
        {ins.length + outs.length === 0 && <Typography color="text.secondary">This task has no machine stock to record.</Typography>}
        <TextInput name="note" label="Note" multiline emptyAsNull />
        <UploadInput name="image" label="Photo" accept="IMAGE" capture="environment" required helperText="A photo of the finished work, taken with the camera." />
        <UploadInput name="optionalImage" label="Another photo" accept="IMAGE" capture="environment" />
      </ResourceForm>
    </>
  );
}

function DeclineForm({ task, onDone }: { task: TaskStopFieldsFragment; onDone: () => void }) {
  const [decline] = useMutation(DeclineTaskDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  return (
    <Box>
      <DeclineTaskForm title={task.title} decline={(note) => decline({ variables: { id: task.id, note } })} onDone={onDone} />
    </Box>
  );
}

function StockSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/** One stock row of the machine: its name and level now above its inputs, which take the whole width on a phone. */
function StockLine({ name, now, low, children }: { name: string; now: string; low: boolean; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' }, gap: 1, alignItems: 'center' }}>
      <Typography variant="body2">
        <strong>{name}</strong>
        <br />
        <Box component="span" sx={{ color: low ? 'error.main' : 'text.secondary' }}>
          {now}
          {low ? ' (low)' : ''}
        </Box>
      </Typography>
      {children}
    </Box>
  );
}
