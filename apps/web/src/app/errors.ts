import { CombinedGraphQLErrors } from '@apollo/client';

/** The spec's field messages the server returns in `extensions.fields`, keyed by field path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return fields;
  for (const graphqlError of error.errors) {
    const reported = graphqlError.extensions?.fields;
    if (reported && typeof reported === 'object') {
      for (const [field, message] of Object.entries(reported)) {
        if (typeof message === 'string') fields[field] ??= message;
      }
    }
  }
  return fields;
}

/** One readable line for an error, whatever its kind. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((graphqlError) => graphqlError.message).join(' ');
  if (error instanceof Error) return error.message;
  return String(error);
}
