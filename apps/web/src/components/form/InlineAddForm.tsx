import { Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceForm } from './ResourceForm';

interface InlineAddFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** What the form does, shown above it, e.g. "Add an ingredient". */
  title: string;
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  successMessage: string;
  /** Sends the new row; its error's field messages land under the fields. */
  onSubmit: (values: z.output<Schema>) => Promise<{ error?: unknown }>;
  children: ReactNode;
}

/**
 * A small form under a record's table of parts (a recipe's lines, a set's products) that adds one
 * row and then starts empty again for the next.
 */
export function InlineAddForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ title, schema, defaultValues, successMessage, onSubmit, children }: InlineAddFormProps<Schema>) {
  const [version, setVersion] = useState(0);
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ResourceForm
        key={version}
        schema={schema}
        defaultValues={defaultValues}
        successMessage={successMessage}
        onSubmit={async (values) => {
          const outcome = await onSubmit(values);
          if (!outcome.error) setVersion((current) => current + 1);
          return outcome;
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {children}
        </Stack>
      </ResourceForm>
    </Stack>
  );
}
