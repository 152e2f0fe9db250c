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

/** The distinct messages of an error, whatever its kind: each GraphQL error's own, else the error's. */
export function errorMessages(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return [...new Set(error.errors.map((graphqlError) => graphqlError.message))];
  if (error instanceof Error) return [error.message];
  return [String(error)];
}

/** One readable line for an error. */
export function errorMessage(error: unknown): string {
  return errorMessages(error).join(' ');
}
