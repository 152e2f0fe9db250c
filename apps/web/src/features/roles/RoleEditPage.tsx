import { useMutation, useQuery } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { useParams } from 'react-router';
import { FullPageSpinner } from '../../app/guards';
import { errorMessage } from '../../app/errors';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { RoleDocument, UpdateRoleDocument } from './roles.generated';
import { RoleForm } from './RoleForm';

export default function RoleEditPage() {
  const id = Number(useParams().roleId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(RoleDocument, { variables: { id }, skip: !valid, fetchPolicy: 'network-only' });
  const [updateRole] = useMutation(UpdateRoleDocument, { refetchQueries: ['RolesPage', 'RoleOptions', 'Me'] });

  if (!valid) return <NotFoundPage />;
  if (loading && !data) return <FullPageSpinner />;
  const role = data?.role;
  if (!role) return error ? <Alert severity="error">{errorMessage(error)}</Alert> : <NotFoundPage />;
  return (
    <RoleForm
      defaultValues={{ name: role.name, description: role.description ?? null, active: role.active, authorityIds: role.authorities.map((authority) => authority.id) }}
      onSubmit={async (input) => {
        const result = await updateRole({ variables: { id, input, expectedUpdatedTime: role.updatedTime } });
        return { error: result.error, next: '/role' };
      }}
    />
  );
}
