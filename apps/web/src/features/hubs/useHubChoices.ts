import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import type { SelectOption } from '../../components/form/fields';
import { HubChoicesDocument, type HubDetailFieldsFragment } from './hubs.generated';

export interface HubChoices {
  hubTypes: SelectOption[];
  clusters: SelectOption[];
  hubEntities: SelectOption[];
  sales: SelectOption[];
  /** Which lists the user may read; a list they may not read holds at most the hub's current choice. */
  readable: { hubTypes: boolean; clusters: boolean; hubEntities: boolean; sales: boolean };
}

interface Named {
  id: number;
  name: string;
  active?: boolean;
}

/**
 * The hub types, clusters, entities and users a hub can point at. Each list needs its own authority,
 * so a list the user may not read is not asked for; the hub's current choice is still offered, so an
 * edit never blanks a field whose options the user cannot see.
 */
export function useHubChoices(current?: HubDetailFieldsFragment): HubChoices {
  const { user } = useCurrentUser();
  const readable = useMemo(
    () => ({
      hubTypes: hasAuthority(user, 'VIEW_HUB_TYPE'),
      clusters: hasAuthority(user, 'VIEW_CLUSTER'),
      hubEntities: hasAuthority(user, 'VIEW_HUB_ENTITY'),
      sales: hasAuthority(user, 'VIEW_USER'),
    }),
    [user],
  );
  const { data } = useQuery(HubChoicesDocument, {
    variables: { withHubTypes: readable.hubTypes, withClusters: readable.clusters, withEntities: readable.hubEntities, withUsers: readable.sales },
  });
  return useMemo(
    () => ({
      hubTypes: options(data?.hubTypesAll, current?.hubType),
      clusters: options(data?.clustersAll, current?.cluster),
      hubEntities: options(data?.hubEntitiesAll, current?.hubEntity),
      sales: options(
        data?.usersAll?.map((person) => ({ ...person, name: `${person.name} (${person.username})` })),
        current?.sales,
      ),
      readable,
    }),
    [data, current, readable],
  );
}

function options(records: Named[] | null | undefined, current: Named | null | undefined): SelectOption[] {
  const all = records ?? [];
  const listed = current && !all.some((record) => record.id === current.id) ? [current, ...all] : all;
  return listed.map((record) => ({ value: record.id, label: record.active === false ? `${record.name} (inactive)` : record.name }));
}
