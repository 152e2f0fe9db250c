import { useMutation } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { FullPageSpinner } from '../../app/guards';
import { errorMessage } from '../../app/errors';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { UpdateUserDocument } from './users.generated';
import { UserForm } from './UserForm';
import { useUserFromRoute } from './use-user';

export default function UserEditPage() {
  const { id, valid, user, loading, error } = useUserFromRoute('network-only');
  const [updateUser] = useMutation(UpdateUserDocument, { refetchQueries: ['UsersPage', 'AvailableSupervisors'] });

  if (!valid) return <NotFoundPage />;
  if (loading && !user) return <FullPageSpinner />;
  if (!user) return error ? <Alert severity="error">{errorMessage(error)}</Alert> : <NotFoundPage />;
  return (
    <UserForm
      mode="edit"
      userId={id}
      defaultValues={{
        username: user.username,
        name: user.name,
        email: user.email,
        phoneNo: user.phoneNo,
        password: null,
        roleId: user.roleId,
        managerId: user.managerId ?? null,
        active: user.active,
        latitude: user.latitude ?? null,
        longitude: user.longitude ?? null,
      }}
      onSubmit={async ({ password, ...rest }) => {
        const input = password ? { ...rest, password } : rest;
        const result = await updateUser({ variables: { id, input, expectedUpdatedTime: user.updatedTime } });
        return { error: result.error, next: `/user/${id}` };
      }}
    />
  );
}
