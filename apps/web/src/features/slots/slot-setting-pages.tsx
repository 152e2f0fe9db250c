import { useMutation, useQuery } from '@apollo/client/react';
import { slotSettingSchema, slotSettingUpdateSchema } from '@back-office/domain';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SelectInput } from '../../components/form/fields';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateSlotSettingDocument,
  SlotMachineStockDocument,
  SlotSettingChoicesDocument,
  SlotSettingDocument,
  UpdateSlotSettingDocument,
  type SlotSettingFieldsFragment,
} from './slots.generated';
import { SLOT_SETTING_PARAM, slotUrls } from './links';
import { SlotLinesTable, emptyLine, type SlotLineChoices } from './SlotLinesTable';

type Line = ReturnType<typeof emptyLine> | { slot: number | null };

/** The setting's slot master and slots; the choices follow the machine (its stock) and the master (its slots). */
function SlotSettingFields({ machineId, record }: { machineId: number | null | undefined; record?: SlotSettingFieldsFragment }) {
  const { control, getValues, setValue } = useFormContext();
  const slotMasterId = useWatch({ control, name: 'slotMasterId' }) as number | null | undefined;
  const { data: choices } = useQuery(SlotSettingChoicesDocument);
  const { data: stock } = useQuery(SlotMachineStockDocument, { variables: { machineId: machineId ?? 0 }, skip: !machineId });
  const masters = useMemo(() => {
    const all = choices?.slotMastersAll ?? [];
    const current = record?.slotMaster;
    return current && !all.some((master) => master.id === current.id) ? [current, ...all] : all;
  }, [choices, record]);
  const master = masters.find((candidate) => candidate.id === slotMasterId);
  const lineChoices: SlotLineChoices = {
    slots: (master?.slots ?? []).map(({ slot }) => ({ value: slot, label: String(slot) })),
    products: (choices?.productsAll ?? [])
      .filter((product) => product.active || record?.lines.some((line) => line.productId === product.id))
      .map((product) => ({ value: product.id, label: product.active ? product.name : `${product.name} (inactive)` })),
    stockIns: (stock?.machineStockInsByMachine ?? []).map((row) => ({ value: row.id, label: row.ingredient.name })),
    stockOuts: (stock?.machineStockOutsByMachine ?? []).map((row) => ({ value: row.id, label: row.packaging.name })),
  };

  /** Adds a row for each of the master's slots the setting does not have yet. */
  const fillFromMaster = () => {
    if (!master) return;
    const lines = (getValues('lines') ?? []) as Line[];
    const missing = master.slots.filter(({ slot }) => !lines.some((line) => line.slot === slot)).map(({ slot }) => emptyLine(slot));
    if (missing.length > 0) setValue('lines', [...lines, ...missing], { shouldDirty: true });
  };
  // A new setting starts with one row per slot of the master chosen.
  useEffect(() => {
    if (!record && master && ((getValues('lines') ?? []) as Line[]).length === 0) fillFromMaster();
  }, [master?.id]);

  return (
    <>
      <SelectInput
        name="slotMasterId"
        label="Slot Master"
        required
        options={masters.filter((candidate) => candidate.active || candidate.id === record?.slotMaster.id).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      />
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="subtitle2" component="h2">
            Slots
          </Typography>
          <Button size="small" startIcon={<PlaylistAddIcon />} onClick={fillFromMaster} disabled={!master} sx={{ ml: 'auto' }}>
            Add the master’s slots
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Prices are whole rupiah; a product sold in several slots has the same price and discounted price in each.
        </Typography>
        <SlotLinesTable choices={lineChoices} />
      </Box>
    </>
  );
}

/** The machine of the setting on the add page: chosen once, it decides the stock rows offered. */
function MachineChoice() {
  const { control } = useFormContext();
  const machineId = useWatch({ control, name: 'machineId' }) as number | null | undefined;
  return (
    <>
      <ReferenceSelect name="machineId" label="Machine" required list="machinesAll" authority="VIEW_MACHINE" plural="machines" />
      <SlotSettingFields machineId={machineId} />
    </>
  );
}

function SlotSettingForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  record?: SlotSettingFieldsFragment;
}) {
  const { record } = props;
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Slot setting saved." cancelTo={props.cancelTo}>
      {record ? (
        <Stack spacing={2}>
          <TextField
            label="Machine"
            value={record.machine ? `${record.machine.vmcNo} (${record.machine.name})` : `Machine ${record.machineId}`}
            fullWidth
            size="small"
            disabled
            helperText="A slot setting stays with its machine."
          />
          <SlotSettingFields machineId={record.machineId} record={record} />
        </Stack>
      ) : (
        <MachineChoice />
      )}
    </ResourceForm>
  );
}

const linesOf = (record: SlotSettingFieldsFragment) =>
  record.lines.map(({ slot, productId, machineStockInId, machineStockOutId, price, discountedPrice }) => ({ slot, productId, machineStockInId, machineStockOutId, price, discountedPrice }));

export function SlotSettingAddPage() {
  const [create] = useMutation(CreateSlotSettingDocument, { refetchQueries: ['SlotSettingsPage'] });
  return (
    <SlotSettingForm
      schema={slotSettingSchema}
      defaultValues={{ machineId: undefined, slotMasterId: undefined, lines: [] }}
      cancelTo={slotUrls.list('setting')}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createSlotSetting?.id;
        return { error: result.error, next: id ? slotUrls.setting(id) : slotUrls.list('setting') };
      }}
    />
  );
}

export function SlotSettingEditPage() {
  const { id, record, gate } = useRecordFromRoute(SlotSettingDocument, SLOT_SETTING_PARAM, (data) => data.slotSetting, 'network-only');
  const [update] = useMutation(UpdateSlotSettingDocument, { refetchQueries: ['SlotSettingsPage'] });
  if (!record) return gate;
  return (
    <SlotSettingForm
      schema={slotSettingUpdateSchema}
      record={record}
      defaultValues={{ slotMasterId: record.slotMasterId, lines: linesOf(record) }}
      cancelTo={slotUrls.setting(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: slotUrls.setting(id) };
      }}
    />
  );
}
