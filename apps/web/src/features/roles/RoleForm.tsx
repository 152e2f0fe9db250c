import { Stack } from '@mui/material';
import { formatNumber, roleInputSchema, type RoleInput } from '@back-office/domain';
import { useQuery } from '@apollo/client/react';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SwitchInput, TextInput } from '../../components/form/fields';
import { FullPageSpinner } from '../../base/guards';
import { ErrorState } from '../../components/ErrorState';
import { useConfirm } from '../../components/ConfirmDialog';
import { AuthoritiesDocument } from './roles.generated';
import { AuthorityPicker } from './AuthorityPicker';
import { roles } from './links';

/** The role form of both the add and the edit page. */
export function RoleForm({
  defaultValues,
  onSubmit,
  userCount,
}: {
  defaultValues: RoleInput;
  onSubmit: (values: RoleInput) => Promise<SubmitOutcome>;
  /** The role's users, when editing: deactivating it asks first, naming how many lose its authorities. */
  userCount?: number;
}) {
  const { data, loading, error, refetch } = useQuery(AuthoritiesDocument, { fetchPolicy: 'cache-first' });
  const [ask, confirmDialog] = useConfirm();
  const confirm = (values: RoleInput) =>
    defaultValues.active && !values.active && userCount !== undefined
      ? ask({
          title: `Deactivate the role "${defaultValues.name}"?`,
          text:
            userCount === 0
              ? 'No user has this role now; users given it later get none of its authorities while it is inactive.'
              : `${formatNumber(userCount, 0)} ${userCount === 1 ? 'user loses' : 'users lose'} every authority of this role at once.`,
          confirmLabel: 'Deactivate',
        })
      : Promise.resolve(true);
  if (loading && !data) return <FullPageSpinner />;
  if (!data?.authorities) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <ResourceForm schema={roleInputSchema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Role saved." cancelTo={roles.listUrl} confirm={confirm}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="name" label="Name" required />
        <TextInput name="description" label="Description" emptyAsNull />
      </Stack>
      <SwitchInput name="active" label="Active" />
      <AuthorityPicker name="authorityIds" authorities={data.authorities} />
      {confirmDialog}
    </ResourceForm>
  );
}
