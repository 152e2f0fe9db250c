import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorKind, errorMessage, isTransient, saveErrorMessage } from './errors';
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

  it('says the server cannot reach its database for a 503 SERVICE_UNAVAILABLE, however the answer was read, and that nothing was saved', () => {
    const body = JSON.stringify({ errors: [{ message: 'The database is unavailable. Try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    const response = new Response(body, { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } });
    const failures = [
      graphqlError('SERVICE_UNAVAILABLE', 'The database is unavailable: nothing was saved. Try again in a moment.'),
      new ServerError('Response not successful: Received status code 503', { response, bodyText: body }),
    ];
    for (const failure of failures) {
      expect(errorKind(failure)).toBe('unavailable');
      expect(isTransient(failure)).toBe(true);
      expect(errorMessage(failure)).toBe('The server cannot reach its database. Try again in a moment.');
      expect(saveErrorMessage(failure)).toBe('The server cannot reach its database: nothing was saved. Try again in a moment.');
    }
    const proxyPage = new ServerError('Response not successful: Received status code 503', { response, bodyText: '<html>Service Unavailable</html>' });
    expect(errorKind(proxyPage)).toBe('server');
    expect(saveErrorMessage(graphqlError('CONFLICT', 'This name is taken.'))).toBe('This name is taken.');
  });
});
