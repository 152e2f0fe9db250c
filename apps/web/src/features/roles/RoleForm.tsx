import { Stack } from '@mui/material';
import { roleInputSchema, type RoleInput } from '@back-office/domain';
import { useQuery } from '@apollo/client/react';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SwitchInput, TextInput } from '../../components/form/fields';
import { FullPageSpinner } from '../../app/guards';
import { ErrorState } from '../../components/ErrorState';
import { AuthoritiesDocument } from './roles.generated';
import { AuthorityPicker } from './AuthorityPicker';

/** The role form of both the add and the edit page. */
export function RoleForm({ defaultValues, onSubmit }: { defaultValues: RoleInput; onSubmit: (values: RoleInput) => Promise<SubmitOutcome> }) {
  const { data, loading, error, refetch } = useQuery(AuthoritiesDocument, { fetchPolicy: 'cache-first' });
  if (loading && !data) return <FullPageSpinner />;
  if (!data?.authorities) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <ResourceForm schema={roleInputSchema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Role saved." cancelTo="/role">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="name" label="Name" required />
        <TextInput name="description" label="Description" emptyAsNull />
      </Stack>
      <SwitchInput name="active" label="Active" />
      <AuthorityPicker name="authorityIds" authorities={data.authorities} />
    </ResourceForm>
  );
}
