import { Chip, Stack } from '@mui/material';

interface MachineState {
  active: boolean;
  connected: boolean;
  lastError?: string | null;
  waitingForAltitude: boolean;
  lowStock?: boolean;
}

/** What a machine needs at a glance: offline and in error in red, low stock in amber, waiting or inactive in grey, else online. */
export function MachineStatus({ machine }: { machine: MachineState }) {
  const chips: { label: string; color: 'error' | 'success' | 'default' | 'primary' }[] = [];
  if (!machine.active) chips.push({ label: machine.waitingForAltitude ? 'Waiting for Altitude' : 'Inactive', color: 'default' });
  if (machine.lastError) chips.push({ label: 'In error', color: 'error' });
  if (machine.lowStock) chips.push({ label: 'Low stock', color: 'primary' });
  chips.push(machine.connected ? { label: 'Online', color: 'success' } : { label: 'Offline', color: machine.active ? 'error' : 'default' });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {chips.map((chip) => (
        <Chip key={chip.label} size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />
      ))}
    </Stack>
  );
}
