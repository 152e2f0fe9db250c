import { useMutation } from '@apollo/client/react';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { HubForm } from './HubForm';
import { formValuesOf, toHubInput } from './hub-values';
import { HubDocument, UpdateHubDocument } from './hubs.generated';
import { hubs } from './links';

export default function HubEditPage() {
  const { id, record: hub, gate } = useRecordFromRoute(HubDocument, 'hubId', (data) => data.hub, 'network-only');
  const [updateHub] = useMutation(UpdateHubDocument, { refetchQueries: ['HubsPage'] });
  if (!hub) return gate;
  return (
    <HubForm
      hub={hub}
      defaultValues={formValuesOf(hub)}
      cancelTo={hubs.url(id)}
      onSubmit={async (values) => {
        const result = await updateHub({ variables: { id, input: toHubInput(values), expectedUpdatedTime: hub.updatedTime } });
        return { error: result.error, next: hubs.url(id) };
      }}
    />
  );
}
