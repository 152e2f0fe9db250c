import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, AlertTitle, Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, TablePagination } from '@mui/material';
import { foldRepeats, INSTRUCTION_WORDS, instructionLabel, machineHistoryMessage, machineHistoryTypeLabel } from '@back-office/domain';
import { useState } from 'react';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { formatValue } from '../../components/DetailView';
import { useNotify } from '../../components/Snackbar';
import type { InstructionState, MachineInstruction } from '../../gql/types';
import { MachineErrorNowDocument, MachineHistoryPageDocument, MachineInstructionLogDocument, MarkMachineNormalDocument, SetInstructionDocument } from './machine-status.generated';

const PAGE_SIZE = 10;

const INSTRUCTION_ORDER: MachineInstruction[] = ['REBOOT', 'OPENDOOR', 'UPGRADE', 'RINSING', 'PRICESET', 'DISCOUNT', 'NOINSTRUCTION'];

/** The instructions in words (the machine reads the spec's codes: reboot, opendoor…), with what each does. */
const INSTRUCTIONS = INSTRUCTION_ORDER.map((value) => ({ value, ...INSTRUCTION_WORDS[value.toLowerCase()]! }));

const STATE_LABELS: Record<InstructionState, string> = {
  PENDING: 'Pending',
  FETCHED: 'Fetched, not acknowledged',
  ACKNOWLEDGED: 'Acknowledged',
  SUPERSEDED: 'Superseded',
  CLEARED: 'Cleared the pending one',
};

/** The machine's error now, its history and its instructions: the sections of the machine page this feature adds. */
export function MachineStatusSections({ machineId, vmcNo }: { machineId: number; vmcNo: string }) {
  const { user } = useCurrentUser();
  return (
    <>
      {hasAuthority(user, 'VIEW_MACHINE_STATUS_ERROR') && <ErrorNow machineId={machineId} vmcNo={vmcNo} canClear={hasAuthority(user, 'CREATE_MACHINE_STATUS_INFO')} />}
      {hasAuthority(user, 'VIEW_SERVER_INSTRUCTION_LOG') && <Instructions machineId={machineId} vmcNo={vmcNo} canSet={hasAuthority(user, 'CREATE_SERVER_INSTRUCTION_LOG')} />}
      {hasAuthority(user, 'VIEW_MACHINE_HISTORY') && <History machineId={machineId} />}
    </>
  );
}

/** The error the machine is in, as reported: code, description, where, fatal, persisting; and, to those who may, marking it back to normal. */
function ErrorNow({ machineId, vmcNo, canClear }: { machineId: number; vmcNo: string; canClear: boolean }) {
  const { data } = useQuery(MachineErrorNowDocument, { variables: { id: machineId } });
  const [ask, dialog] = useConfirm();
  const notify = useNotify();
  const [mark, { loading }] = useMutation(MarkMachineNormalDocument, { refetchQueries: ['MachineErrorNow', 'Machine', 'MachineHistoryPage'], awaitRefetchQueries: true });
  const error = data?.machine?.statusError;
  if (!error) return null;
  const clear = async () => {
    const confirmed = await ask({
      title: `Mark machine ${vmcNo} back to normal?`,
      text: `Its error ${error.errorCodeMachine} is cleared and the machine leaves the machines in error. Do this once the machine works again.`,
      confirmLabel: 'Mark as Normal',
    });
    if (!confirmed) return;
    const result = await mark({ variables: { input: { machineId, status: 'normal', notes: 'Back to normal, marked in the console' } } });
    if (result.error) notify(saveErrorMessage(result.error), 'error');
    else notify('Machine marked back to normal.');
  };
  return (
    <Alert
      severity="error"
      sx={{ maxWidth: 960 }}
      aria-label="Machine error"
      action={
        canClear ? (
          <Button color="inherit" size="small" disabled={loading} onClick={() => void clear()}>
            Mark as Normal
          </Button>
        ) : undefined
      }
    >
      {dialog}
      <AlertTitle>
        In error since {formatValue(error.reportedTime, 'datetime')}: {error.errorCodeMachine}
      </AlertTitle>
      {error.errorDescription}
      {error.machineSet ? ` — machine set ${error.machineSet}` : ''}. Fatal error: {formatValue(error.fatalError, 'boolean')}. Persistence error: {formatValue(error.persistenceError, 'boolean')}. Reported by{' '}
      {error.user}.
    </Alert>
  );
}

function Pager({ total, page, onPage }: { total: number; page: number; onPage: (page: number) => void }) {
  if (total <= PAGE_SIZE) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={PAGE_SIZE}
      rowsPerPageOptions={[PAGE_SIZE]}
      onPageChange={(_event, next) => onPage(next + 1)}
    />
  );
}

/**
 * The machine's history, the latest first, a page at a time, in words. The same entry repeated one
 * after the other (a status reported every minute) is one row with how often and since when.
 */
function History({ machineId }: { machineId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(MachineHistoryPageDocument, { variables: { machineId, pageInput: { page, size: PAGE_SIZE } } });
  const history = data?.machineHistoriesByMachineId;
  const rows = foldRepeats(history?.results ?? [], (a, b) => a.type === b.type && a.message === b.message && a.user === b.user).map(({ row, count, first }) => ({
    ...row,
    count,
    since: first.updatedTime,
  }));
  return (
    <DetailTable
      title="History"
      rows={rows}
      emptyText={loading ? 'Loading…' : 'Nothing has happened to this machine yet.'}
      columns={[
        { header: 'Time', value: (row) => row.updatedTime, format: 'datetime' },
        { header: 'User', value: (row) => row.user ?? 'The machine' },
        { header: 'Type', value: (row) => machineHistoryTypeLabel(row.type) },
        { header: 'Message', value: (row) => machineHistoryMessage(row.type, row.message) },
        { header: 'Times', value: (row) => (row.count > 1 ? `${row.count} times since ${formatValue(row.since, 'datetime')}` : '') },
      ]}
      after={<Pager total={history?.totalRows ?? 0} page={page} onPage={setPage} />}
    />
  );
}

/** The instruction log and, to those who may, setting a new instruction after a confirmation. */
function Instructions({ machineId, vmcNo, canSet }: { machineId: number; vmcNo: string; canSet: boolean }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(MachineInstructionLogDocument, { variables: { machineId, pageInput: { page, size: PAGE_SIZE } } });
  const log = data?.serverInstructionLogsByMachineId;
  const pending = page === 1 ? log?.results.find((row) => row.pending) : undefined;
  return (
    <DetailTable
      title="Instructions"
      rows={log?.results ?? []}
      emptyText={loading ? 'Loading…' : 'No instruction has been set for this machine.'}
      before={
        <Stack spacing={1.5} sx={{ mb: 1 }}>
          {pending ? (
            <Alert severity="info">
              Instruction “{instructionLabel(pending.command)}” is pending since {formatValue(pending.datetime, 'datetime')}: {pending.fetchedTime ? 'the machine fetched it and has not acknowledged it yet.' : 'the machine has not fetched it yet.'}
            </Alert>
          ) : null}
          {canSet && <SetInstruction machineId={machineId} vmcNo={vmcNo} pending={pending ? `“${instructionLabel(pending.command)}”` : null} />}
        </Stack>
      }
      columns={[
        { header: 'Instruction', value: (row) => instructionLabel(row.command) },
        { header: 'State', value: (row) => STATE_LABELS[row.state] ?? row.state },
        { header: 'Set', value: (row) => row.datetime, format: 'datetime' },
        { header: 'By', value: (row) => row.setBy },
        { header: 'Fetched', value: (row) => row.fetchedTime, format: 'datetime' },
        { header: 'Acknowledged', value: (row) => row.acknowledgedTime, format: 'datetime' },
      ]}
      after={<Pager total={log?.totalRows ?? 0} page={page} onPage={setPage} />}
    />
  );
}

function SetInstruction({ machineId, vmcNo, pending }: { machineId: number; vmcNo: string; pending: string | null }) {
  const [instruction, setInstruction] = useState<MachineInstruction | ''>('');
  const [ask, dialog] = useConfirm();
  const notify = useNotify();
  const [send, { loading }] = useMutation(SetInstructionDocument, { refetchQueries: ['MachineInstructionLog', 'MachineHistoryPage'], awaitRefetchQueries: true });
  const chosen = INSTRUCTIONS.find((option) => option.value === instruction);
  const submit = async () => {
    if (!chosen) return;
    const replaces = pending ? ` Instruction ${pending}, still pending, is superseded.` : '';
    const confirmed = await ask({
      title: chosen.value === 'NOINSTRUCTION' ? `Withdraw the pending instruction of machine ${vmcNo}?` : `Send “${chosen.label}” to machine ${vmcNo}?`,
      text: `${chosen.text}${chosen.value === 'NOINSTRUCTION' ? '' : ' It waits until the machine fetches it.'}${replaces}`,
      confirmLabel: 'Set Instruction',
    });
    if (!confirmed) return;
    const result = await send({ variables: { id: machineId, instruction: chosen.value } });
    if (result.error) notify(saveErrorMessage(result.error), 'error');
    else {
      notify(chosen.value === 'NOINSTRUCTION' ? 'Pending instruction withdrawn.' : `Instruction “${chosen.label}” set; it waits for the machine.`);
      setInstruction('');
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="instruction-label">Instruction</InputLabel>
        <Select labelId="instruction-label" label="Instruction" value={instruction} onChange={(event) => setInstruction(event.target.value as MachineInstruction)}>
          {INSTRUCTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="contained" disabled={!chosen || loading} onClick={() => void submit()}>
        Set Instruction
      </Button>
      {dialog}
    </Box>
  );
}
