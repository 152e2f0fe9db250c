import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { Button, Link as TextLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { machineUrl } from '../machines/links';
import { HubMachinesDocument } from './hub-machines.generated';
import { hubMachineAddUrl, hubMachineEditUrl, hubMachineUnloadUrl } from './links';

/** The machines that stand at the hub now and stood there before, the latest first. */
export function HubMachinesSection({ hubId }: { hubId: number }) {
  const { user } = useCurrentUser();
  const { data } = useQuery(HubMachinesDocument, { variables: { hubId }, fetchPolicy: 'cache-and-network' });
  const canChange = hasAuthority(user, 'UPDATE_HUB');
  const canOpenMachine = hasAuthority(user, 'VIEW_MACHINE');
  return (
    <DetailTable
      title="Machines"
      rows={data?.hub?.machineHubs ?? []}
      emptyText="No machine has stood at this hub yet."
      actions={
        canChange && (
          <Button component={Link} to={hubMachineAddUrl(hubId)} variant="outlined" startIcon={<AddIcon />}>
            Set Machine
          </Button>
        )
      }
      columns={[
        {
          header: 'Machine',
          value: (row) => row.machine.vmcNo,
          render: (row) =>
            canOpenMachine ? (
              <TextLink component={Link} to={machineUrl(row.machine.id)}>
                {row.machine.vmcNo} {row.machine.name}
              </TextLink>
            ) : (
              `${row.machine.vmcNo} ${row.machine.name}`
            ),
        },
        { header: 'Loaded', value: (row) => row.loadedAt, format: 'date' },
        { header: 'Unloaded', value: (row) => row.unloadedAt, format: 'date' },
        { header: 'Payment account', value: (row) => row.midtrans?.name },
        { header: 'Terminal ID', value: (row) => row.terminalId },
        {
          header: 'Actions',
          value: () => null,
          render: (row) =>
            canChange && row.active ? (
              <Stack direction="row" spacing={1}>
                <Button size="small" component={Link} to={hubMachineEditUrl(hubId, row.id)} aria-label={`Edit the placement of ${row.machine.vmcNo}`}>
                  Edit
                </Button>
                <Button size="small" color="error" component={Link} to={hubMachineUnloadUrl(hubId, row.id)} aria-label={`Unload ${row.machine.vmcNo}`}>
                  Unload
                </Button>
              </Stack>
            ) : null,
        },
      ]}
    />
  );
}
