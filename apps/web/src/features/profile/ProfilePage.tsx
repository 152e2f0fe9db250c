import { useMutation, useQuery } from '@apollo/client/react';
import { Divider, Stack, Typography } from '@mui/material';
import { profileUpdateSchema } from '@back-office/domain';
import { DetailView } from '../../components/DetailView';
import { ErrorState } from '../../components/ErrorState';
import { ResourceForm } from '../../components/form/ResourceForm';
import { TextInput } from '../../components/form/fields';
import { FullPageSpinner } from '../../base/guards';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ProfileDocument, UpdateProfileDocument } from './profile.generated';

/** The signed-in user's own details, and a form to change them and the password. */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(ProfileDocument);
  const [updateProfile] = useMutation(UpdateProfileDocument, { refetchQueries: ['Profile', 'Me'] });
  const profile = data?.profile;

  if (loading && !profile) return <FullPageSpinner />;
  if (!profile) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <Stack spacing={3}>
      <DetailView
        items={[
          { label: 'Username', value: profile.username },
          { label: 'Role', value: profile.role.name },
          { label: 'Member since', value: profile.createdTime, format: 'date' },
        ]}
      />
      {hasAuthority(user, 'UPDATE_MY_PROFILE') && (
        <ResourceForm
          // A fresh form after each save, so the password boxes are empty again.
          key={profile.updatedTime}
          schema={profileUpdateSchema}
          defaultValues={{ name: profile.name, email: profile.email, phoneNo: profile.phoneNo, currentPassword: null, newPassword: null, confirmPassword: null }}
          successMessage="Profile saved."
          onSubmit={async (input) => {
            const result = await updateProfile({ variables: { input } });
            return { error: result.error };
          }}
        >
          <TextInput name="name" label="Name" required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput name="email" label="Email" type="email" required />
            <TextInput name="phoneNo" label="Phone No" type="tel" required />
          </Stack>
          <Divider />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Change password
          </Typography>
          <TextInput name="currentPassword" label="Current password" type="password" autoComplete="current-password" emptyAsNull />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput name="newPassword" label="New password" type="password" autoComplete="new-password" emptyAsNull />
            <TextInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" emptyAsNull />
          </Stack>
        </ResourceForm>
      )}
    </Stack>
  );
}
