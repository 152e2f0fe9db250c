import { useMutation } from '@apollo/client/react';
import { rewardRuleSchema, rewardRuleUpdateSchema } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView } from '../../components/DetailView';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, NumberInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ResourceList, activeColumn, moneyColumn, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CreateRewardRuleDocument, RewardRuleDocument, RewardRulesPageDocument, UpdateRewardRuleDocument, type RewardRuleFieldsFragment } from './rewards.generated';
import { rewardRules } from './links';

type Row = RewardRuleFieldsFragment;

const noLimit = (value: number | null) => (value === null ? 'No limit' : undefined);

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.company?.name ?? '' },
  moneyColumn<Row>({ field: 'amountLimit', headerName: 'Amount Limit' }),
  numberColumn<Row>({ field: 'frequencyLimit', headerName: 'Frequency Limit' }),
  numberColumn<Row>({ field: 'usageLimit', headerName: 'Usage Limit' }),
  numberColumn<Row>({ field: 'usedCount', headerName: 'Used' }),
  { field: 'cardNumbers', headerName: 'Cards', width: 90, sortable: false, valueGetter: (_value, row) => row.cardNumbers.length },
  activeColumn<Row>(),
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'company', label: 'Company', kind: 'text' },
  { field: 'cardNumbers', label: 'Card Number', kind: 'text' },
  { field: 'amountLimit', label: 'Amount Limit', kind: 'int' },
  { field: 'frequencyLimit', label: 'Frequency Limit', kind: 'int' },
  { field: 'usageLimit', label: 'Usage Limit', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function ListPage() {
  return (
    <ResourceList
      query={RewardRulesPageDocument}
      selectPage={(data) => data.rewardRules}
      columns={columns}
      filterFields={filterFields}
      searchFields={['name']}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="reward-rule"
      rowLink={(row) => rewardRules.url(row.id)}
      actions={<AddRecordButton to={rewardRules.addUrl} label="Add Reward Rule" authority="CREATE_REWARD_RULE" />}
    />
  );
}

function RewardRuleForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  record?: Row;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Reward rule saved." cancelTo={props.cancelTo}>
      <ReferenceSelect
        name="companyId"
        label="Company"
        required
        list="companiesAll"
        authority="VIEW_COMPANY"
        plural="companies"
        current={props.record?.company ? { id: props.record.company.id, name: props.record.company.name, active: props.record.company.active } : undefined}
      />
      <TextInput name="name" label="Name" required />
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <MoneyInput name="amountLimit" label="Amount Limit per Person" helperText="Rupiah a person may have in each cut-off period of the company; empty for no limit." />
      <NumberInput name="frequencyLimit" label="Frequency Limit per Person" helperText="Cups a person may have in each cut-off period; empty for no limit." />
      <NumberInput name="usageLimit" label="Usage Limit" helperText="Cups the rule may give in all; empty for no limit." />
      <TextInput name="cardNumbers" label="RFID Card Numbers" multiline helperText="One a line, or separated by commas." />
      <TextInput name="customerIds" label="Customer Ids" multiline helperText="One a line, or separated by commas." />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateRewardRuleDocument, { refetchQueries: ['RewardRulesPage'] });
  return (
    <RewardRuleForm
      schema={rewardRuleSchema}
      defaultValues={{ companyId: undefined, name: '', description: null, amountLimit: null, frequencyLimit: null, usageLimit: null, cardNumbers: '', customerIds: '', active: true }}
      cancelTo={rewardRules.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createRewardRule?.id;
        return { error: result.error, next: id ? rewardRules.url(id) : rewardRules.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(RewardRuleDocument, rewardRules.param, (data) => data.rewardRule, 'network-only');
  const [update] = useMutation(UpdateRewardRuleDocument, { refetchQueries: ['RewardRulesPage'] });
  if (!record) return gate;
  return (
    <RewardRuleForm
      schema={rewardRuleUpdateSchema}
      record={record}
      defaultValues={{
        companyId: record.companyId,
        name: record.name,
        description: record.description,
        amountLimit: record.amountLimit,
        frequencyLimit: record.frequencyLimit,
        usageLimit: record.usageLimit,
        cardNumbers: record.cardNumbers.join('\n'),
        customerIds: record.customerIds.join('\n'),
        active: record.active,
      }}
      cancelTo={rewardRules.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: rewardRules.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(RewardRuleDocument, rewardRules.param, (data) => data.rewardRule);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={rewardRules.listUrl} edit={rewardRules.editUrl(id)} authority="UPDATE_REWARD_RULE" />}
      items={[
        { label: 'Name', value: record.name },
        { label: 'Description', value: record.description },
        { label: 'Company', value: record.company?.name },
        { label: 'Amount Limit per Person', value: record.amountLimit, format: 'rupiah', render: noLimit(record.amountLimit) },
        { label: 'Frequency Limit per Person', value: record.frequencyLimit, format: 'number', render: noLimit(record.frequencyLimit) },
        { label: 'Usage Limit', value: record.usageLimit, format: 'number', render: noLimit(record.usageLimit) },
        { label: 'Used', value: record.usedCount, format: 'number' },
        { label: 'RFID Card Numbers', value: record.cardNumbers.join(', ') || '—' },
        { label: 'Customer Ids', value: record.customerIds.join(', ') || '—' },
        { label: 'Active', value: record.active, format: 'boolean' },
        { label: 'Created', value: record.createdTime, format: 'datetime' },
        { label: 'Updated', value: record.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export const rewardRulePages = { ListPage, AddPage, EditPage, DetailPage };
