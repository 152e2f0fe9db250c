import { useMutation } from '@apollo/client/react';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { RoleDocument, UpdateRoleDocument } from './roles.generated';
import { RoleForm } from './RoleForm';
import { roles } from './links';

export default function RoleEditPage() {
  const { id, record: role, gate } = useRecordFromRoute(RoleDocument, 'roleId', (data) => data.role, 'network-only');
  const [updateRole] = useMutation(UpdateRoleDocument, { refetchQueries: ['RolesPage', 'RoleOptions', 'Me'] });
  if (!role) return gate;
  return (
    <RoleForm
      userCount={role.userCount}
      defaultValues={{ name: role.name, description: role.description ?? null, active: role.active, authorityIds: role.authorities.map((authority) => authority.id) }}
      onSubmit={async (input) => {
        const result = await updateRole({ variables: { id, input, expectedUpdatedTime: role.updatedTime } });
        return { error: result.error, next: roles.listUrl };
      }}
    />
  );
}
