import { getNamedType, isObjectType, Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLOutputType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** What a list query's selection asks of the engine: whether to count, and which fields of each row. */
export interface PageSelection {
  count: boolean;
  /** The fields selected on `results`; undefined when unknown, meaning every column. */
  fields?: ReadonlySet<string>;
  /**
   * For each field of `results` with fields of its own (a reference's `hub { id name }`), the row
   * property each of those reads when it simply shows one (a field made with `expose`), else
   * undefined (a computed field).
   */
  nested?: ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;
}

const COUNT_FIELDS = ['totalRows', 'totalPages', 'totalRowsExact'];

/** The fields a selection set names, fragments and inline fragments included, with their nodes. */
function selected(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, into = new Map<string, FieldNode[]>(), seen = new Set<string>()) {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      into.set(selection.name.value, [...(into.get(selection.name.value) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      selected(selection.selectionSet, fragments, into, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      selected(fragments[selection.name.value]?.selectionSet, fragments, into, seen);
    }
  }
  return into;
}

/** The fields of an object type, through lists and non-nulls; undefined for any other type. */
function fieldsOf(type: GraphQLOutputType | undefined) {
  const named = type && getNamedType(type);
  return isObjectType(named) ? named.getFields() : undefined;
}

/** Reads the selection of a list field (`XPage`); without `info` everything is wanted. */
export function pageSelection(info: GraphQLResolveInfo | undefined): PageSelection {
  if (!info) return { count: true };
  const page = new Map<string, FieldNode[]>();
  for (const node of info.fieldNodes) selected(node.selectionSet, info.fragments, page);
  const results = new Map<string, FieldNode[]>();
  for (const node of page.get('results') ?? []) selected(node.selectionSet, info.fragments, results);
  const nested = new Map<string, Map<string, string | undefined>>();
  const row = fieldsOf(fieldsOf(info.returnType)?.results?.type);
  for (const [name, nodes] of results) {
    const inner = new Map<string, FieldNode[]>();
    for (const node of nodes) selected(node.selectionSet, info.fragments, inner);
    if (!inner.size) continue;
    const type = fieldsOf(row?.[name]?.type);
    const exposed = (field: string) => type?.[field]?.extensions?.pothosExposedField as string | undefined;
    nested.set(name, new Map([...inner.keys()].map((field) => [field, field === '__typename' ? field : exposed(field)])));
  }
  return { count: COUNT_FIELDS.some((name) => page.has(name)), fields: new Set(results.keys()), nested };
}
