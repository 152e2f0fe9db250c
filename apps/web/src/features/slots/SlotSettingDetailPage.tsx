import { useMutation } from '@apollo/client/react';
import SendIcon from '@mui/icons-material/Send';
import { Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { DetailView } from '../../components/DetailView';
import { DetailActions } from '../../components/records/named-record';
import { useNotify } from '../../components/Snackbar';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { SendSlotPricesDocument, SlotSettingDocument, type SlotSettingFieldsFragment } from './slots.generated';
import { priceSendLabel } from './labels';
import { SLOT_SETTING_PARAM, slotUrls } from './links';

type SlotLine = SlotSettingFieldsFragment['lines'][number];

/** "Send Prices to Machine": sets the machine's priceset instruction with the setting's prices, after asking. */
function SendPricesButton({ setting }: { setting: SlotSettingFieldsFragment }) {
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [send] = useMutation(SendSlotPricesDocument);
  const vmcNo = setting.machine?.vmcNo ?? `machine ${setting.machineId}`;
  const onClick = async () => {
    const pending = setting.lastPriceSend?.state === 'PENDING' || setting.lastPriceSend?.state === 'FETCHED';
    const confirmed = await ask({
      title: 'Send prices to machine?',
      text: `Machine ${vmcNo} will load the prices of these ${setting.lines.length} slots the next time it asks for its instruction.${pending ? ' The prices sent before, not yet acknowledged, are replaced.' : ''}`,
      confirmLabel: 'Send Prices',
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await send({ variables: { slotSettingId: setting.id } }).catch((error: unknown) => ({ error, data: undefined }));
    setBusy(false);
    if (result.error) notify(saveErrorMessage(result.error), 'error');
    else notify(`Prices sent to machine ${vmcNo}.`);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<SendIcon />} onClick={() => void onClick()} disabled={busy}>
        Send Prices to Machine
      </Button>
      {dialog}
    </>
  );
}

/** A machine's slots: the master, each slot's product, stock and prices, and when the prices last reached the machine. */
export default function SlotSettingDetailPage() {
  const { user } = useCurrentUser();
  const { id, record, gate } = useRecordFromRoute(SlotSettingDocument, SLOT_SETTING_PARAM, (data) => data.slotSetting);
  if (!record) return gate;
  const send = record.lastPriceSend;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={
          <>
            {hasAuthority(user, 'UPDATE_SLOT_SETTING') && <SendPricesButton setting={record} />}
            <DetailActions back={slotUrls.list('setting')} edit={slotUrls.settingEdit(id)} authority="UPDATE_SLOT_SETTING" />
          </>
        }
        items={[
          {
            label: 'Machine',
            value: record.machine?.vmcNo,
            render: record.machine && (
              <Link component={RouterLink} to={machineUrl(record.machineId)}>
                {record.machine.vmcNo} ({record.machine.name})
              </Link>
            ),
          },
          {
            label: 'Slot master',
            value: record.slotMaster.name,
            render: (
              <Link component={RouterLink} to={slotUrls.master(record.slotMasterId)}>
                {record.slotMaster.name}
              </Link>
            ),
          },
          { label: 'Prices last sent', value: send?.datetime, format: 'datetime' },
          { label: 'Sent by', value: send?.setBy },
          { label: 'Machine status', value: priceSendLabel(send) },
          { label: 'Acknowledged', value: send?.acknowledgedTime, format: 'datetime' },
          { label: 'Updated', value: record.updatedTime, format: 'datetime' },
        ]}
      />
      <DetailTable<SlotLine>
        title="Slots"
        rows={record.lines}
        emptyText="No slots."
        columns={[
          { header: 'Slot', value: (line) => line.slot },
          { header: 'Product', value: (line) => line.product.name },
          { header: 'Stock In', value: (line) => line.machineStockIn?.ingredient.name },
          { header: 'Stock Out', value: (line) => line.machineStockOut?.packaging.name },
          { header: 'Price', value: (line) => line.price, format: 'rupiah' },
          { header: 'Discounted Price', value: (line) => line.discountedPrice, format: 'rupiah' },
        ]}
      />
    </Stack>
  );
}
