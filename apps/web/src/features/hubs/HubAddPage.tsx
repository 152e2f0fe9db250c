import { useMutation } from '@apollo/client/react';
import { HubForm } from './HubForm';
import { EMPTY_HUB, toHubInput } from './hub-values';
import { CreateHubDocument } from './hubs.generated';
import { hubs } from './links';

export default function HubAddPage() {
  const [createHub] = useMutation(CreateHubDocument, { refetchQueries: ['HubsPage'] });
  return (
    <HubForm
      defaultValues={EMPTY_HUB}
      cancelTo={hubs.listUrl}
      onSubmit={async (values) => {
        const result = await createHub({ variables: { input: toHubInput(values) } });
        const created = result.data?.createHub;
        return { error: result.error, next: created ? hubs.url(created.id) : hubs.listUrl };
      }}
    />
  );
}
