import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { Authority } from '@back-office/domain';
import { errorKind } from './errors';
import { DoLoginDocument, DoLogoutDocument, MeDocument, type MeQuery } from './session.generated';

export type CurrentUser = NonNullable<MeQuery['me']>;

/**
 * The signed-in user, read once and then from the cache; null when there is no session. A failure to
 * read the session (the server or the connection is down) is not being signed out: the user read
 * before stays, and with none yet `error` says the session is unknown and `retry` reads it again.
 */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean; error?: unknown; retry: () => void } {
  const { data, previousData, loading, error, refetch } = useQuery(MeDocument, { fetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const failed = error !== undefined && errorKind(error) !== 'unauthenticated';
  const user = (failed ? (previousData?.me ?? data?.me) : data?.me) ?? null;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return { user, loading: loading && (!data || failed), error: failed && !user ? error : undefined, retry };
}

export function hasAuthority(user: CurrentUser | null, authority: Authority): boolean {
  return user !== null && user.authorities.includes(authority);
}

/** Signs in and puts the new user in the cache, so every guard sees it at once. */
export function useLogin() {
  const client = useApolloClient();
  const [login, state] = useMutation(DoLoginDocument);
  const run = useCallback(
    async (username: string, password: string) => {
      const result = await login({ variables: { username, password } });
      const me = result.data?.doLogin;
      if (me) {
        await client.clearStore();
        client.writeQuery({ query: MeDocument, data: { me } });
      }
      return { me, error: result.error };
    },
    [client, login],
  );
  return [run, state] as const;
}

/** Ends the session and forgets every cached row, so the next user sees nothing of this one. */
export function useLogout() {
  const client = useApolloClient();
  const [logout] = useMutation(DoLogoutDocument);
  return useCallback(async () => {
    await logout();
    await client.clearStore();
    client.writeQuery({ query: MeDocument, data: { me: null } });
  }, [client, logout]);
}
