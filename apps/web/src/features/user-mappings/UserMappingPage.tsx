import { useQuery } from '@apollo/client/react';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { labelIn, vendingPaymentMethodLabels } from '@back-office/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { DetailView } from '../../components/DetailView';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { users } from '../users/links';
import { RecordMappingSection } from './RecordMappingPages';
import { RECORD_MAPPINGS, RECORD_MAPPING_KINDS, machineMappingEditUrl, paymentMappingEditUrl } from './links';
import { UserMachineMappingDocument, UserMappingUserDocument, UserPaymentMappingDocument } from './user-mappings.generated';

/** The user, then the machines, payment methods, outlets, merchants, partners and companies they are limited to, each with its Edit. */
export default function UserMappingPage() {
  const { user: me } = useCurrentUser();
  const { id, record: user, gate } = useRecordFromRoute(UserMappingUserDocument, users.param, (data) => data.user);
  if (!user) return gate;
  const mayViewMachines = hasAuthority(me, 'VIEW_USER_MACHINE_MAPPING');
  const mayViewPayments = hasAuthority(me, 'VIEW_USER_PAYMENT');
  const recordKinds = RECORD_MAPPING_KINDS.filter((kind) => hasAuthority(me, `VIEW_${RECORD_MAPPINGS[kind].authority}`));
  return (
    <Stack spacing={2}>
      <DetailView
        actions={
          <Button component={Link} to={users.url(id)}>
            Back
          </Button>
        }
        items={[
          { label: 'Username', value: user.username },
          { label: 'Name', value: user.name },
          { label: 'Role', value: user.role.name },
        ]}
      />
      {mayViewMachines && <MachineSection userId={id} mayEdit={hasAuthority(me, 'UPDATE_USER_MACHINE_MAPPING')} />}
      {mayViewPayments && <PaymentSection userId={id} mayEdit={hasAuthority(me, 'UPDATE_USER_PAYMENT')} />}
      {recordKinds.map((kind) => (
        <RecordMappingSection key={kind} kind={kind} userId={id} />
      ))}
      {!mayViewMachines && !mayViewPayments && recordKinds.length === 0 && <Alert severity="info">Your role may not see this user’s mappings.</Alert>}
    </Stack>
  );
}

const editButton = (to: string, label: string) => (
  <Button component={Link} to={to} size="small" variant="outlined" startIcon={<EditIcon />} aria-label={label}>
    Edit
  </Button>
);

function MachineSection({ userId, mayEdit }: { userId: number; mayEdit: boolean }) {
  const { data, error } = useQuery(UserMachineMappingDocument, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const machines = data?.user?.machines;
  if (error && !machines) return <Alert severity="error">The machine mapping could not be loaded.</Alert>;
  return (
    <DetailTable
      title="Machines"
      rows={machines ?? []}
      actions={mayEdit && editButton(machineMappingEditUrl(userId), 'Edit machine mapping')}
      before={
        machines && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {machines.length === 0
              ? 'Not limited by machine: the user sees every machine their role allows.'
              : `The user sees and changes only ${machines.length === 1 ? 'this machine' : `these ${machines.length} machines`}.`}
          </Typography>
        )
      }
      emptyText={machines ? 'No machine mapped.' : 'Loading…'}
      columns={[
        { header: 'VMC No', value: (machine) => machine.vmcNo, render: (machine) => <Link to={machineUrl(machine.id)}>{machine.vmcNo}</Link> },
        { header: 'Name', value: (machine) => machine.name },
        { header: 'Hub', value: (machine) => (machine.machineHub ? `${machine.machineHub.hub.internalId} ${machine.machineHub.hub.displayName}` : '—') },
        { header: 'Active', value: (machine) => machine.active, format: 'boolean' },
      ]}
    />
  );
}

function PaymentSection({ userId, mayEdit }: { userId: number; mayEdit: boolean }) {
  const { data, error } = useQuery(UserPaymentMappingDocument, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const payments = data?.user?.payments;
  let body: ReactNode = <Typography color="text.secondary">Loading…</Typography>;
  if (error && !payments) body = <Alert severity="error">The payment mapping could not be loaded.</Alert>;
  else if (payments?.length === 0) body = <Typography color="text.secondary">Not limited by payment: the user sees payments of every method.</Typography>;
  else if (payments)
    body = (
      <Box component="ul" aria-label="Payment methods" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {payments.map((payment) => (
          <li key={payment}>
            <Chip label={labelIn(vendingPaymentMethodLabels, payment)} />
          </li>
        ))}
      </Box>
    );
  return (
    <Paper component="section" aria-label="Payment methods" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem', fontWeight: 600 }}>
          Payment methods
        </Typography>
        {mayEdit && editButton(paymentMappingEditUrl(userId), 'Edit payment mapping')}
      </Box>
      {body}
    </Paper>
  );
}
