import type { z } from 'zod';
import { fieldErrors } from '@back-office/domain';
import { badInput } from './errors';

/** Parses input with a shared schema; a failure is BAD_USER_INPUT with the spec's message per field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error));
}

/** BAD_USER_INPUT naming every field's problem. */
export function invalidInput(fields: Record<string, string>) {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join(' ');
  return badInput(`Invalid input. ${summary}`, fields);
}
