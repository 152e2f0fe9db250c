import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import type { FilterField } from '../../components/list';
import { MachineHubChoicesDocument, MachineTypeChoicesDocument } from './machines.generated';

/**
 * The filters on where a machine stands and what type it is, for lists of machines and of their
 * records: hubs and types offered by name to those who may read them, by id to the others.
 */
export function useHubAndTypeFilters(): [FilterField, FilterField] {
  const { user } = useCurrentUser();
  const hubs = useQuery(MachineHubChoicesDocument, { skip: !hasAuthority(user, 'VIEW_HUB') });
  const types = useQuery(MachineTypeChoicesDocument, { skip: !hasAuthority(user, 'VIEW_MACHINE_TYPE') });
  return useMemo(
    () => [
      hubs.data?.hubsAll
        ? { field: 'hubId', label: 'Hub', kind: 'int', options: hubs.data.hubsAll.map((hub) => ({ value: String(hub.id), label: `${hub.internalId} ${hub.displayName}` })) }
        : { field: 'hubId', label: 'Hub ID', kind: 'int' },
      types.data?.machineTypesAll
        ? { field: 'machineTypeId', label: 'Machine type', kind: 'int', options: types.data.machineTypesAll.map((type) => ({ value: String(type.id), label: type.name })) }
        : { field: 'machineTypeId', label: 'Machine type ID', kind: 'int' },
    ],
    [hubs.data, types.data],
  );
}
