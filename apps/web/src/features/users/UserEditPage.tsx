import { useMutation } from '@apollo/client/react';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { UpdateUserDocument, UserDocument } from './users.generated';
import { UserForm } from './UserForm';
import { users } from './links';

export default function UserEditPage() {
  const { id, record: user, gate } = useRecordFromRoute(UserDocument, 'userId', (data) => data.user, 'network-only');
  const [updateUser] = useMutation(UpdateUserDocument, { refetchQueries: ['UsersPage', 'AvailableSupervisors'] });
  if (!user) return gate;
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
        return { error: result.error, next: users.url(id) };
      }}
    />
  );
}
