import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { UserDocument } from './users.generated';

/**
 * The user named by the address's :userId. An edit form asks for `network-only`, so what it edits,
 * and the version it sends back, is the server's latest.
 */
export function useUserFromRoute(fetchPolicy: 'cache-and-network' | 'network-only' = 'cache-and-network') {
  const id = Number(useParams().userId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery(UserDocument, { variables: { id }, skip: !valid, fetchPolicy });
  return { id, valid, ...query, user: query.data?.user ?? null };
}
