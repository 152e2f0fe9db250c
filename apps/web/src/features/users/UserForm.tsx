import { Stack } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { userCreateSchema, userUpdateSchema, type UserCreateInput, type UserUpdateInput } from '@back-office/domain';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, SelectInput, SwitchInput, TextInput } from '../../components/form/fields';
import { useConfirm } from '../../components/ConfirmDialog';
import { RoleOptionsDocument } from '../roles/roles.generated';
import { AvailableSupervisorsDocument } from './users.generated';
import { users } from './links';

type Props =
  | { mode: 'add'; defaultValues: Partial<UserCreateInput>; onSubmit: (values: UserCreateInput) => Promise<SubmitOutcome> }
  | { mode: 'edit'; userId: number; defaultValues: UserUpdateInput; onSubmit: (values: UserUpdateInput) => Promise<SubmitOutcome> };

/** The user form of the add and edit pages; editing leaves the password as it is unless a new one is typed. */
export function UserForm(props: Props) {
  const roles = useQuery(RoleOptionsDocument);
  const supervisors = useQuery(AvailableSupervisorsDocument, { variables: { exceptUserId: props.mode === 'edit' ? props.userId : null } });
  const [ask, confirmDialog] = useConfirm();

  // An inactive role is not offered as a new choice; a user already in one keeps it shown.
  const currentRoleId = props.mode === 'edit' ? props.defaultValues.roleId : undefined;
  const roleOptions = (roles.data?.rolesAll ?? [])
    .filter((role) => role.active || role.id === currentRoleId)
    .map((role) => ({ value: role.id, label: role.active ? role.name : `${role.name} (inactive)` }));
  const managerOptions = (supervisors.data?.availableSupervisors ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.username})` }));

  const fields = (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="username" label="Username" required autoComplete="off" />
        <TextInput name="name" label="Name" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="email" label="Email" type="email" required />
        <TextInput name="phoneNo" label="Phone No" type="tel" required />
      </Stack>
      <TextInput
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required={props.mode === 'add'}
        emptyAsNull={props.mode === 'edit'}
        helperText={props.mode === 'edit' ? 'Leave empty to keep the current password.' : 'At least 8 letters and numbers.'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput name="roleId" label="Role" required options={roleOptions} />
        <SelectInput name="managerId" label="Manager" options={managerOptions} allowEmpty />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="latitude" label="Latitude" dotIsDecimal />
        <NumberInput name="longitude" label="Longitude" dotIsDecimal />
      </Stack>
      <SwitchInput name="active" label="Active" />
      {confirmDialog}
    </>
  );

  if (props.mode === 'add') {
    return (
      <ResourceForm schema={userCreateSchema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="User saved." cancelTo={users.listUrl}>
        {fields}
      </ResourceForm>
    );
  }
  const wasActive = props.defaultValues.active === true;
  return (
    <ResourceForm
      schema={userUpdateSchema}
      defaultValues={props.defaultValues}
      onSubmit={props.onSubmit}
      successMessage="User saved."
      cancelTo={users.url(props.userId)}
      confirm={(values) =>
        wasActive && values.active === false
          ? ask({
              title: 'Deactivate this user?',
              text: `${props.defaultValues.name} is signed out at once, can no longer log in and loses every authority of their role.`,
              confirmLabel: 'Deactivate',
            })
          : Promise.resolve(true)
      }
    >
      {fields}
    </ResourceForm>
  );
}
