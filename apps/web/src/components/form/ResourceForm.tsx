import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { saveErrorMessage, serverFieldErrors } from '../../base/errors';
import { useNotify } from '../Snackbar';
import { Spinner } from '../Spinner';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface SubmitOutcome {
  /** The error of the mutation, when it failed; its field messages are shown under their fields. */
  error?: unknown;
  /** Where to go after a successful save. */
  next?: string;
  /** The form's name of a field the server named, when they differ (the lines sent are some of the rows shown). */
  fieldOf?: (serverField: string) => string;
}

interface ResourceFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The shared zod schema of packages/domain: the same rules and messages as the server. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  successMessage: string;
  /** Asked before saving; return false to stop (e.g. a confirmation was declined). */
  confirm?: (values: z.output<Schema>) => Promise<boolean>;
  cancelTo?: string;
  children: ReactNode;
}

/**
 * A validated form: the browser checks the shared schema first, the server checks it again and its
 * field errors land under the same fields. Leaving with unsaved changes asks first.
 */
export function ResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  successMessage,
  confirm,
  cancelTo,
  children,
}: ResourceFormProps<Schema>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  // Set just before leaving after a save: the guard's `when` is from the last render, still dirty.
  const leaving = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (confirm && !(await confirm(values))) return;
    const outcome = await onSubmit(values).catch((error: unknown) => ({ error }) as SubmitOutcome);
    if (outcome.error) {
      const reported = serverFieldErrors(outcome.error);
      const fields = Object.fromEntries(Object.entries(reported).map(([name, message]) => [outcome.fieldOf?.(name) ?? name, message]));
      const names = Object.keys(fields);
      for (const name of names) form.setError(name as Path<z.input<Schema>>, { type: 'server', message: fields[name] });
      // A message for a field this form does not show still has to reach the user; several marked fields are listed above too.
      const unplaced = names.filter((name) => !(name.split('.')[0] in defaultValues));
      setFormError(names.length === 0 ? saveErrorMessage(outcome.error) : unplaced.length > 0 || names.length > 1 ? Object.values(fields).join(' ') : null);
      return;
    }
    notify(successMessage);
    if (outcome.next) {
      leaving.current = true;
      navigate(outcome.next);
    } else {
      // Staying on the page: what was saved is the new starting point for "unsaved changes".
      form.reset(form.getValues());
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty && !submitting} bypass={leaving} />
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
        <Stack spacing={2}>
          {formError && <Alert severity="error">{formError}</Alert>}
          {children}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {cancelTo && (
              <Button onClick={() => navigate(cancelTo)} disabled={submitting}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <Spinner size={16} /> : undefined}>
              {t('common.save')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </FormProvider>
  );
}
