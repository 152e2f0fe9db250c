import { useMutation } from '@apollo/client/react';
import { CreateRoleDocument } from './roles.generated';
import { RoleForm } from './RoleForm';
import { roles } from './links';

export default function RoleAddPage() {
  const [createRole] = useMutation(CreateRoleDocument, { refetchQueries: ['RolesPage', 'RoleOptions'] });
  return (
    <RoleForm
      defaultValues={{ name: '', description: null, active: true, authorityIds: [] }}
      onSubmit={async (input) => {
        const result = await createRole({ variables: { input } });
        return { error: result.error, next: roles.listUrl };
      }}
    />
  );
}
