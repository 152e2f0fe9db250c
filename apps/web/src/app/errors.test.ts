import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorKind, errorMessage, isTransient } from './errors';
import { initI18n } from './i18n';

const graphqlError = (code: string, message: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

describe('errors in words a person understands', () => {
  beforeAll(() => {
    initI18n();
  });

  it('says the server cannot be reached, never "Failed to fetch"', () => {
    const offline = new TypeError('Failed to fetch');
    expect(errorKind(offline)).toBe('offline');
    expect(isTransient(offline)).toBe(true);
    expect(errorMessage(offline)).toBe('The server cannot be reached. Check the connection and try again.');
  });

  it('says the server could not answer for a 500 or an unexpected error, without its internals', () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    const failures = [new ServerError('Response not successful: Received status code 502', { response, bodyText: '<html>Bad gateway</html>' }), graphqlError('INTERNAL_SERVER_ERROR', 'Unexpected error.')];
    for (const failure of failures) {
      expect(errorKind(failure)).toBe('server');
      expect(errorMessage(failure)).toBe('The server could not answer. Try again in a moment.');
    }
  });

  it('keeps the server’s own message for a refusal, and tells a missing record and an ended session apart', () => {
    const refused = graphqlError('FORBIDDEN', 'You may not assign a role with authorities you do not hold.');
    expect(errorKind(refused)).toBe('refused');
    expect(isTransient(refused)).toBe(false);
    expect(errorMessage(refused)).toBe('You may not assign a role with authorities you do not hold.');
    expect(errorKind(graphqlError('NOT_FOUND', 'Hub 12 does not exist.'))).toBe('notFound');
    expect(errorKind(graphqlError('UNAUTHENTICATED', 'Please log in.'))).toBe('unauthenticated');
  });
});
