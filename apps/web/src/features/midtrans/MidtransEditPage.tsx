import { useMutation } from '@apollo/client/react';
import { midtransUpdateSchema } from '@back-office/domain';
import { useConfirm } from '../../components/ConfirmDialog';
import { confirmDeactivation } from '../../components/records/deactivation';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MidtransDocument, UpdateMidtransDocument } from './midtrans.generated';
import { MidtransForm } from './MidtransForm';
import { midtranses } from './links';

export default function MidtransEditPage() {
  const { id, record: account, gate } = useRecordFromRoute(MidtransDocument, midtranses.param, (data) => data.midtrans, 'network-only');
  const [updateMidtrans] = useMutation(UpdateMidtransDocument, { refetchQueries: ['MidtransesPage'] });
  const [ask, confirmDialog] = useConfirm();
  if (!account) return gate;
  return (
    <>
      <MidtransForm
        schema={midtransUpdateSchema}
        keyStored={account.serverKeySet}
        cancelTo={midtranses.url(id)}
        confirm={confirmDeactivation(ask, account, 'payment gateway account')}
        defaultValues={{ merchantId: account.merchantId, clientKey: account.clientKey, description: account.description, production: account.production, active: account.active }}
        onSubmit={async (input) => {
          const result = await updateMidtrans({ variables: { id, input, expectedUpdatedTime: account.updatedTime } });
          return { error: result.error, next: midtranses.url(id) };
        }}
      />
      {confirmDialog}
    </>
  );
}
