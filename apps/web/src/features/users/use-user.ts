import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { UserDocument } from './users.generated';

/** The user named by the address's :userId, fresh from the server. */
export function useUserFromRoute() {
  const id = Number(useParams().userId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery(UserDocument, { variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network' });
  return { id, valid, ...query, user: query.data?.user ?? null };
}
