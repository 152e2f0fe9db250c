import { useMutation, useQuery } from '@apollo/client/react';
import { countOf, ROLLOUT_STATES, ROLLOUT_STATE_LABELS, softwareRolloutSchema, type RolloutState } from '@back-office/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, FormControl, InputLabel, Link as TextLink, MenuItem, Paper, Select, Stack, TablePagination, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { saveErrorMessage, serverFieldErrors } from '../../base/errors';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { useNotify } from '../../components/Snackbar';
import { machineUrl } from '../machines/links';
import { MachinePicker } from '../user-mappings/MachinePicker';
import {
  MachineSoftwareRolloutsDocument,
  RolloutMachineSoftwareUpdateDocument,
  SoftwareRolloutMachineChoicesDocument,
  type MachineSoftwareRolloutCountsFieldsFragment,
  type MachineSoftwareUpdateFieldsFragment,
} from './software-updates.generated';

/* Rolling an update out to machines, and the machines it went to with the state of each. */

export type Row = MachineSoftwareUpdateFieldsFragment & { rolloutCounts?: MachineSoftwareRolloutCountsFieldsFragment };
/** The states as chips: installed green, superseded crossed out in grey, the rest still under way. */
export const STATE_LOOKS: Record<RolloutState, { variant: 'filled' | 'outlined'; color: 'default' | 'success' | 'info' | 'warning' }> = {
  SENT: { variant: 'outlined', color: 'default' },
  FETCHED: { variant: 'outlined', color: 'info' },
  ACKNOWLEDGED: { variant: 'outlined', color: 'warning' },
  INSTALLED: { variant: 'filled', color: 'success' },
  SUPERSEDED: { variant: 'filled', color: 'default' },
};

export function RolloutStateChip({ state }: { state: RolloutState }) {
  const look = STATE_LOOKS[state];
  return <Chip size="small" variant={look.variant} color={look.color} label={ROLLOUT_STATE_LABELS[state]} />;
}
export const ROLLOUT_PAGE_SIZE = 10;
export const rolloutFormSchema = z.object({ machineIds: softwareRolloutSchema.shape.machineIds });

/** Choose machines and send them the update: each is sent the upgrade instruction with the package. */
export function RolloutForm({ update }: { update: Row }) {
  const choices = useQuery(SoftwareRolloutMachineChoicesDocument, { fetchPolicy: 'network-only' });
  const [rollout] = useMutation(RolloutMachineSoftwareUpdateDocument, { refetchQueries: ['MachineSoftwareUpdate', 'MachineSoftwareRollouts'] });
  const [ask, dialog] = useConfirm();
  const notify = useNotify();
  const form = useForm<z.input<typeof rolloutFormSchema>, unknown, z.output<typeof rolloutFormSchema>>({ resolver: zodResolver(rolloutFormSchema), defaultValues: { machineIds: [] } });
  const [formError, setFormError] = useState<string | null>(null);
  const known = choices.data?.machinesAll ?? [];
  const submit = form.handleSubmit(async ({ machineIds }) => {
    setFormError(null);
    const confirmed = await ask({
      title: `Send ${update.versionName} to ${countOf(machineIds.length, 'machine')}?`,
      text: 'Each machine is sent the upgrade instruction with this package; an instruction still waiting for it is replaced.',
      confirmLabel: 'Roll Out',
    });
    if (!confirmed) return;
    const result = await rollout({ variables: { id: update.id, machineIds } });
    if (result.error) {
      const fields = serverFieldErrors(result.error);
      if (fields.machineIds) form.setError('machineIds', { type: 'server', message: fields.machineIds });
      else setFormError(saveErrorMessage(result.error));
      return;
    }
    notify(`Software ${update.versionName} sent to ${countOf(machineIds.length, 'machine')}; each installs it when it next asks for its instruction.`);
    form.reset({ machineIds: [] });
  });
  return (
    <FormProvider {...form}>
      {dialog}
      <Paper component="form" noValidate onSubmit={submit} aria-label="Roll Out" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            Roll Out
          </Typography>
          {formError && <Alert severity="error">{formError}</Alert>}
          <MachinePicker name="machineIds" label="Machines" choices={known} helperText="The machines to send this version to. A machine sent it before is sent it again." />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Roll Out
            </Button>
          </Box>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/** The machines the update was rolled out to, a page at a time: the version each reports and whether it has taken the update. */
export function Rollouts({ updateId, versionCode }: { updateId: number; versionCode: number }) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RolloutState | ''>('');
  const stateLabel = useId();
  const filters = [{ field: 'updateId', type: 'EQUAL' as const, values: [String(updateId)] }, ...(state ? [{ field: 'state', type: 'EQUAL' as const, values: [state] }] : [])];
  const { data, loading } = useQuery(MachineSoftwareRolloutsDocument, {
    variables: { pageInput: { page, size: ROLLOUT_PAGE_SIZE, filters: { operator: 'AND', options: filters }, sorts: [{ field: 'vmcNo', direction: 'ASC' }] } },
    fetchPolicy: 'cache-and-network',
  });
  const rollouts = data?.machineSoftwareRollouts;
  const total = rollouts?.totalRows ?? 0;
  return (
    <DetailTable
      title="Machines"
      rows={rollouts?.results ?? []}
      emptyText={loading ? 'Loading…' : state ? `No machine is ${ROLLOUT_STATE_LABELS[state].toLowerCase()}.` : 'This update has not been rolled out to any machine yet.'}
      actions={
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id={stateLabel} shrink>
            State
          </InputLabel>
          <Select
            labelId={stateLabel}
            label="State"
            notched
            displayEmpty
            value={state}
            onChange={(event) => {
              setState(event.target.value as RolloutState | '');
              setPage(1);
            }}
          >
            <MenuItem value="">All</MenuItem>
            {ROLLOUT_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {ROLLOUT_STATE_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      }
      columns={[
        {
          header: 'Machine',
          value: (row) => row.machine.vmcNo,
          render: (row) => (
            <TextLink component={Link} to={machineUrl(row.machine.id)}>
              {row.machine.vmcNo} {row.machine.name}
            </TextLink>
          ),
        },
        {
          header: 'Reported Version',
          value: (row) => row.machine.softwareVersionCode,
          render: (row) =>
            row.machine.softwareVersionCode == null ? (
              <Typography variant="body2" color="text.secondary" component="span">
                Not reported
              </Typography>
            ) : (
              <span>
                {row.machine.softwareVersionName} ({row.machine.softwareVersionCode}){row.machine.softwareVersionCode < versionCode ? ' — older' : ''}
              </span>
            ),
        },
        { header: 'State', value: (row) => row.state, render: (row) => <RolloutStateChip state={row.state} /> },
        { header: 'Online', value: (row) => row.machine.connected, format: 'boolean' },
        { header: 'Sent', value: (row) => row.sentTime, format: 'datetime' },
        { header: 'Fetched', value: (row) => row.fetchedTime, format: 'datetime' },
        { header: 'Acknowledged', value: (row) => row.acknowledgedTime, format: 'datetime' },
      ]}
      after={
        total > ROLLOUT_PAGE_SIZE ? (
          <TablePagination component="div" count={total} page={page - 1} rowsPerPage={ROLLOUT_PAGE_SIZE} rowsPerPageOptions={[ROLLOUT_PAGE_SIZE]} onPageChange={(_event, next) => setPage(next + 1)} />
        ) : undefined
      }
    />
  );
}
