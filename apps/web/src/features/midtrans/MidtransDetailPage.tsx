import { DetailView } from '../../components/DetailView';
import { DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MidtransDocument } from './midtrans.generated';
import { midtranses } from './links';

export default function MidtransDetailPage() {
  const { id, record: account, gate } = useRecordFromRoute(MidtransDocument, midtranses.param, (data) => data.midtrans);
  if (!account) return gate;
  return (
    <DetailView
      actions={<DetailActions back={midtranses.listUrl} edit={midtranses.editUrl(id)} authority="UPDATE_MIDTRANS" />}
      items={[
        { label: 'Merchant ID', value: account.merchantId },
        { label: 'Server key', value: account.serverKeySet ? 'Set' : 'Not set' },
        { label: 'Client key', value: account.clientKey },
        { label: 'Environment', value: account.production ? 'Production' : 'Sandbox' },
        { label: 'Description', value: account.description },
        { label: 'Active', value: account.active, format: 'boolean' },
        { label: 'Created', value: account.createdTime, format: 'datetime' },
        { label: 'Updated', value: account.updatedTime, format: 'datetime' },
      ]}
    />
  );
}
