import { CombinedGraphQLErrors } from '@apollo/client';

/** The messages to show for an Apollo error: each GraphQL error's own, else the error's message. */
export function errorMessages(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return [...new Set(error.errors.map((each) => each.message))];
  if (error instanceof Error) return [error.message];
  return [String(error)];
}
