import { useMutation } from '@apollo/client/react';
import { midtransSchema } from '@back-office/domain';
import { CreateMidtransDocument } from './midtrans.generated';
import { MidtransForm } from './MidtransForm';
import { midtranses } from './links';

export default function MidtransAddPage() {
  const [createMidtrans] = useMutation(CreateMidtransDocument, { refetchQueries: ['MidtransesPage'] });
  return (
    <MidtransForm
      schema={midtransSchema}
      keyStored={false}
      cancelTo={midtranses.listUrl}
      defaultValues={{ merchantId: '', serverKey: '', clientKey: '', description: null, production: false, active: true }}
      onSubmit={async (input) => {
        const result = await createMidtrans({ variables: { input } });
        const id = result.data?.createMidtrans?.id;
        return { error: result.error, next: id ? midtranses.url(id) : midtranses.listUrl };
      }}
    />
  );
}
