import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Typography } from '@mui/material';
import { userMachineMappingSchema } from '@back-office/domain';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { users } from '../users/links';
import { MachinePicker } from './MachinePicker';
import { userMappingUrl } from './links';
import { MachineMappingChoicesDocument, UpdateUserMachineDocument, UserMachineMappingDocument, UserMappingUserDocument } from './user-mappings.generated';

/** Edit Machine Mapping: the machines the user is limited to, picked from those the editor may see. */
export default function MachineMappingEditPage() {
  const { user: me } = useCurrentUser();
  const { id, record: user, gate } = useRecordFromRoute(UserMappingUserDocument, users.param, (data) => data.user);
  const mapping = useQuery(UserMachineMappingDocument, { variables: { id }, skip: !user || !hasAuthority(me, 'VIEW_USER_MACHINE_MAPPING'), fetchPolicy: 'network-only' });
  const choices = useQuery(MachineMappingChoicesDocument, { skip: !hasAuthority(me, 'VIEW_MACHINE'), fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateUserMachineDocument, { refetchQueries: [UserMachineMappingDocument] });
  if (!user) return gate;
  if (!mapping.data?.user && hasAuthority(me, 'VIEW_USER_MACHINE_MAPPING')) return mapping.error ? <Alert severity="error">The machine mapping could not be loaded.</Alert> : null;
  const current = mapping.data?.user?.machineIds ?? [];
  const known = choices.data?.machinesAll ?? mapping.data?.user?.machines ?? [];
  return (
    <ResourceForm
      schema={userMachineMappingSchema}
      defaultValues={{ machineIds: current }}
      successMessage="Machine mapping saved."
      cancelTo={userMappingUrl(id)}
      onSubmit={async ({ machineIds }) => {
        const result = await update({ variables: { userId: id, machineIds } });
        return { error: result.error, next: userMappingUrl(id) };
      }}
    >
      <Typography>
        Machines <strong>{user.name}</strong> ({user.username}) sees and changes. Leave it empty and the user sees every machine their role allows.
      </Typography>
      <MachinePicker name="machineIds" label="Machines" choices={known} helperText={`${known.length} machines to choose from.`} />
    </ResourceForm>
  );
}
