import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import type { Resource } from '../../base/resource';
import { useConfirm } from '../ConfirmDialog';
import { DetailView, type DetailItem } from '../DetailView';
import { ResourceForm } from '../form/ResourceForm';
import { NumberInput, TextInput } from '../form/fields';
import { numberColumn, ResourceList, type FilterField } from '../list';
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
  kind: 'text' | 'int';
  helperText?: string;
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
  const filterFields = namedRecordFilterFields(extraFields.map((field): FilterField => ({ field: field.name, label: field.label, kind: field.kind })));
  // With a detail page a save goes back to it; without, to the list.
  const afterSave = (id: number) => (resource.hasDetailPage ? resource.url(id) : listUrl);

  const extraInputs = extraFields.map((field) =>
    field.kind === 'int' ? (
      <NumberInput key={field.name} name={field.name} label={field.label} helperText={field.helperText} />
    ) : (
      <TextInput key={field.name} name={field.name} label={field.label} helperText={field.helperText} emptyAsNull />
    ),
  );
  // The schemas name the same fields as the definition, which TypeScript cannot follow through the
  // field names; ResourceForm checks the values against the schema anyway.
  const formValues = (record?: Row) =>
    ({
      name: record?.name ?? '',
      description: record?.description ?? null,
      active: record?.active ?? true,
      ...Object.fromEntries(extraFields.map((field) => [field.name, record?.[field.name] ?? null])),
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
        defaultSort={{ field: 'name', direction: 'ASC' }}
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
        <NamedRecordInputs>{extraInputs}</NamedRecordInputs>
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
          <NamedRecordInputs>{extraInputs}</NamedRecordInputs>
        </ResourceForm>
        {confirmDialog}
      </>
    );
  }

  function DetailPage() {
    const { id, record, gate } = useRecordFromRoute(definition.record, param, definition.selectRecord);
    if (!record) return gate;
    const own = extraFields.map((field): DetailItem => ({ label: field.label, value: record[field.name], format: field.kind === 'int' ? 'number' : 'text' }));
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
  return field.kind === 'int'
    ? numberColumn({ field: field.name, headerName: field.label, width: 120 })
    : { field: field.name, headerName: field.label, flex: 1, minWidth: 140 };
}
