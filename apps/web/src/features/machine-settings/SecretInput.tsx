import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput } from '../../components/form/fields';

interface SecretInputProps {
  name: string;
  label: string;
  required?: boolean;
  /** A value is stored: it is never shown, only replaced on request. */
  stored: boolean;
  multiline?: boolean;
}

/** A write-only secret: typed when new, otherwise shown as "Set" with a way to replace it. */
export function SecretInput({ name, label, required, stored, multiline }: SecretInputProps) {
  const [replacing, setReplacing] = useState(!stored);
  if (replacing) {
    return (
      <TextInput
        name={name}
        label={label}
        type={multiline ? 'text' : 'password'}
        multiline={multiline}
        autoComplete="new-password"
        emptyAsNull={!required}
        required={required && !stored}
        helperText={stored ? 'The new value replaces the stored one when you save.' : 'Kept secret: it is never shown again.'}
      />
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>
        {label}: {stored ? 'Set' : 'Not set'}
      </Typography>
      <Button variant="outlined" onClick={() => setReplacing(true)}>
        {stored ? `Replace ${label}` : `Set ${label}`}
      </Button>
    </Stack>
  );
}
