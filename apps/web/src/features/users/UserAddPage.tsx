import { useMutation } from '@apollo/client/react';
import { CreateUserDocument } from './users.generated';
import { UserForm } from './UserForm';
import { users } from './links';

export default function UserAddPage() {
  const [createUser] = useMutation(CreateUserDocument, { refetchQueries: ['UsersPage'] });
  return (
    <UserForm
      mode="add"
      defaultValues={{ username: '', name: '', email: '', phoneNo: '', password: '', active: true, managerId: null, latitude: null, longitude: null }}
      onSubmit={async (input) => {
        const result = await createUser({ variables: { input } });
        const created = result.data?.createUser;
        return { error: result.error, next: created ? users.url(created.id) : users.listUrl };
      }}
    />
  );
}
