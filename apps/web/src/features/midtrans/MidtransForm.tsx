import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchInput, TextInput } from '../../components/form/fields';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';

interface MidtransFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  confirm?: (values: z.output<Schema>) => Promise<boolean>;
  /** Editing an account whose server key is stored: the key is not shown, only replaced on request. */
  keyStored: boolean;
}

/** The account form of the add and edit pages. The server key is written, never read back. */
export function MidtransForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, cancelTo, confirm, keyStored }: MidtransFormProps<Schema>) {
  const [replacing, setReplacing] = useState(!keyStored);
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} confirm={confirm} successMessage="Payment gateway account saved." cancelTo={cancelTo}>
      <TextInput name="merchantId" label="Merchant ID" required />
      {replacing ? (
        <TextInput
          name="serverKey"
          label="Server Key"
          type="password"
          autoComplete="new-password"
          required
          helperText={keyStored ? 'The new key replaces the stored one when you save.' : 'Kept secret: it is never shown again.'}
        />
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>Server key: set</Typography>
          <Button variant="outlined" onClick={() => setReplacing(true)}>
            Replace Server Key
          </Button>
        </Stack>
      )}
      <TextInput name="clientKey" label="Client Key" required />
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <Stack direction="row" spacing={4}>
        <SwitchInput name="production" label="Production" />
        <SwitchInput name="active" label="Active" />
      </Stack>
    </ResourceForm>
  );
}
