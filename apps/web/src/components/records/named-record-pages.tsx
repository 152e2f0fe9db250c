import type { TypedDocumentNode } from '@apollo/client';
import type { Authority } from '@back-office/domain';
import { useMutation } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import type { Resource } from '../../base/resource';
import { useConfirm } from '../ConfirmDialog';
import { DetailView, formatValue, type DetailItem } from '../DetailView';
import { ResourceForm } from '../form/ResourceForm';
import { MoneyInput, NumberInput, SwitchInput, TextInput } from '../form/fields';
import { ReferenceSelect, type ReferenceRecord } from '../form/ReferenceSelect';
import { moneyColumn, numberColumn, ResourceList, type FilterField, type PriorityMoves } from '../list';
import type { PageInput } from '../list/list-state';
import type { PageShape } from '../list/useCsvExport';
import { useRecordFromRoute } from '../useRecordFromRoute';
import {
  AddRecordButton,
  DetailActions,
  NamedRecordInputs,
  namedRecordColumns,
  namedRecordDetailItems,
  namedRecordFilterFields,
  type NamedRecord,
} from './named-record';
import { confirmDeactivation, type Usage } from './deactivation';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A field beside name, description and active, e.g. a spare part's part number: a column, a filter, an input and a detail row. */
export interface ExtraField<Name extends string> {
  name: Name;
  label: string;
  /** A reference is the id field (`productId`) picked from the referenced entity's list. */
  kind: 'text' | 'int' | 'money' | 'boolean' | 'reference';
  helperText?: string;
  required?: boolean;
  /** For a reference: the field holding the referenced record (`product`), the list to pick from, who may read it. */
  reference?: { field: string; list: string; authority: Authority; plural: string; filter: string };
}

/** `Row` is what the documents return; `Extra`, the names of the extra fields, is inferred from them. */
export interface NamedRecordDefinition<
  Row extends NamedRecord & Record<Extra, unknown>,
  ListData,
  RecordData,
  Create extends Schema,
  Update extends Schema,
  Extra extends string = never,
> {
  /** Its routes and links; its title makes "Add Hub Type" and "Hub Type saved.". */
  resource: Resource;
  /** The CSV file's name, e.g. 'hub-types'. */
  exportFileName: string;
  extraFields?: ExtraField<Extra>[];
  /** The shared zod schemas of packages/domain. */
  createSchema: Create;
  updateSchema: Update;
  list: TypedDocumentNode<ListData, { pageInput: PageInput }>;
  selectPage: (data: ListData) => PageShape<Row> | null | undefined;
  record: TypedDocumentNode<RecordData, { id: number }>;
  selectRecord: (data: RecordData) => Row | null | undefined;
  create: TypedDocumentNode<unknown, { input: z.output<Create> }>;
  /** The detail page holds more to set up (levels, members), so a new record opens there, not in the list. */
  openAfterCreate?: boolean;
  update: TypedDocumentNode<unknown, { id: number; input: z.output<Update>; expectedUpdatedTime?: string | null }>;
  /** Ordered by priority: the list sorts by it and has Move up and Move down per row. */
  moves?: Pick<PriorityMoves<Row>, 'raise' | 'lower'>;
}

export interface NamedRecordPages {
  ListPage: ComponentType;
  AddPage: ComponentType;
  EditPage: ComponentType;
  DetailPage: ComponentType;
}

/**
 * The list, add, edit and detail pages of a record that is a name, a description, an active flag and
 * perhaps a few plain fields more, made from its typed documents. Call it once per record, at module
 * level; its resource loads the pages from there.
 */
export function namedRecordPages<
  Row extends NamedRecord & Record<Extra, unknown>,
  ListData,
  RecordData,
  Create extends Schema,
  Update extends Schema,
  Extra extends string = never,
>(
  definition: NamedRecordDefinition<Row, ListData, RecordData, Create, Update, Extra>,
): NamedRecordPages {
  const { resource, extraFields = [] } = definition;
  const { title: label, param, authority, listUrl } = resource;
  const columns = namedRecordColumns<Row>(extraFields.map((field) => extraColumn<Row>(field)));
  const filterFields = namedRecordFilterFields(
    extraFields.map((field): FilterField => ({ field: field.reference?.filter ?? field.name, label: field.label, kind: ({ money: 'int', reference: 'text' } as const)[field.kind as 'money'] ?? field.kind })),
  );
  const moves = definition.moves && { ...definition.moves, label: (row: Row) => row.name, authority: `UPDATE_${authority}` as const };
  const referenced = (record: Row | undefined, field: ExtraField<Extra>) => (field.reference && record ? (record as Record<string, unknown>)[field.reference.field] : null) as ReferenceRecord | null;
  // With a detail page a save goes back to it; without, to the list.
  const afterSave = (id: number) => (resource.hasDetailPage ? resource.url(id) : listUrl);

  const extraInput = (field: ExtraField<Extra>, record?: Row) => {
    const { name, label: fieldLabel, helperText, required, reference } = field;
    switch (field.kind) {
      case 'int':
        return <NumberInput key={name} name={name} label={fieldLabel} helperText={helperText} required={required} />;
      case 'money':
        return <MoneyInput key={name} name={name} label={fieldLabel} helperText={helperText} required={required} />;
      case 'boolean':
        return <SwitchInput key={name} name={name} label={fieldLabel} />;
      case 'reference':
        return <ReferenceSelect key={name} name={name} label={fieldLabel} required={required} list={reference!.list} authority={reference!.authority} plural={reference!.plural} current={referenced(record, field)} />;
      default:
        return <TextInput key={name} name={name} label={fieldLabel} helperText={helperText} required={required} emptyAsNull />;
    }
  };
  const extraInputs = (record?: Row) => extraFields.map((field) => extraInput(field, record));
  // The schemas name the same fields as the definition, which TypeScript cannot follow through the
  // field names; ResourceForm checks the values against the schema anyway.
  const formValues = (record?: Row) =>
    ({
      name: record?.name ?? '',
      description: record?.description ?? null,
      active: record?.active ?? true,
      ...Object.fromEntries(extraFields.map((field) => [field.name, record?.[field.name] ?? (field.kind === 'boolean' ? false : null)])),
    }) as unknown as DefaultValues<z.input<Create>> & DefaultValues<z.input<Update>>;

  function ListPage() {
    const { user } = useCurrentUser();
    const rowLink = resource.hasDetailPage || hasAuthority(user, `UPDATE_${authority}`) ? (row: Row) => resource.url(row.id) : undefined;
    return (
      <ResourceList
        query={definition.list}
        selectPage={definition.selectPage}
        columns={columns}
        filterFields={filterFields}
        defaultSort={moves ? { field: 'priority', direction: 'ASC' } : { field: 'name', direction: 'ASC' }}
        moves={moves}
        exportFileName={definition.exportFileName}
        rowLink={rowLink}
        actions={<AddRecordButton to={resource.addUrl} label={`Add ${label}`} authority={`CREATE_${authority}`} />}
      />
    );
  }

  function AddPage() {
    const [create] = useMutation(definition.create);
    return (
      <ResourceForm
        schema={definition.createSchema}
        defaultValues={formValues()}
        successMessage={`${label} saved.`}
        cancelTo={listUrl}
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          // The mutation's one field is the record it made.
          const created = Object.values(result.data ?? {})[0] as { id?: number } | null | undefined;
          return { error: result.error, next: definition.openAfterCreate && created?.id !== undefined ? resource.url(created.id) : listUrl };
        }}
      >
        <NamedRecordInputs>{extraInputs()}</NamedRecordInputs>
      </ResourceForm>
    );
  }

  function EditPage() {
    const { id, record, gate } = useRecordFromRoute(definition.record, param, definition.selectRecord, 'network-only');
    const [update] = useMutation(definition.update);
    const [ask, confirmDialog] = useConfirm();
    if (!record) return gate;
    // Records others refer to carry their usages, so deactivating one asks first.
    const usages = (record as { usages?: Usage[] }).usages;
    return (
      <>
        <ResourceForm
          schema={definition.updateSchema}
          defaultValues={formValues(record)}
          successMessage={`${label} saved.`}
          cancelTo={afterSave(id)}
          confirm={confirmDeactivation(ask, { active: record.active, usages }, label.toLowerCase())}
          onSubmit={async (input) => {
            const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
            return { error: result.error, next: afterSave(id) };
          }}
        >
          <NamedRecordInputs>{extraInputs(record)}</NamedRecordInputs>
        </ResourceForm>
        {confirmDialog}
      </>
    );
  }

  function DetailPage() {
    const { id, record, gate } = useRecordFromRoute(definition.record, param, definition.selectRecord);
    if (!record) return gate;
    const own = extraFields.map(
      (field): DetailItem =>
        field.kind === 'reference'
          ? { label: field.label, value: referenced(record, field)?.name ?? null }
          : { label: field.label, value: record[field.name], format: ({ int: 'number', money: 'rupiah', boolean: 'boolean' } as const)[field.kind as 'int'] ?? 'text' },
    );
    return (
      <DetailView
        actions={<DetailActions back={listUrl} edit={resource.editUrl(id)} authority={`UPDATE_${authority}`} />}
        items={namedRecordDetailItems(record, own)}
      />
    );
  }

  return { ListPage, AddPage, EditPage, DetailPage };
}

function extraColumn<Row extends NamedRecord>(field: ExtraField<string>): GridColDef<Row> {
  switch (field.kind) {
    case 'int':
      return numberColumn({ field: field.name, headerName: field.label, width: 120 });
    case 'money':
      return moneyColumn({ field: field.name, headerName: field.label, width: 140 });
    case 'boolean':
      return { field: field.name, headerName: field.label, width: 140, valueFormatter: (value: boolean) => formatValue(value, 'boolean') };
    case 'reference':
      return {
        field: field.reference!.filter,
        headerName: field.label,
        flex: 1,
        minWidth: 140,
        valueGetter: (_, row) => ((row as Record<string, unknown>)[field.reference!.field] as ReferenceRecord | null)?.name ?? '',
      };
    default:
      return { field: field.name, headerName: field.label, flex: 1, minWidth: 140 };
  }
}
