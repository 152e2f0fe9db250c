import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Authority } from '@back-office/domain';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { SelectInput, type SelectOption } from './fields';

/** A record a form may refer to. */
export interface ReferenceRecord {
  id: number;
  name: string;
  active?: boolean;
}

interface ReferenceSelectProps {
  /** The form field holding the id, e.g. `companyId`. */
  name: string;
  label: string;
  required?: boolean;
  /** The unpaged list field of the referenced entity, e.g. `companiesAll`. */
  list: string;
  /** The authority that reads that list, e.g. `VIEW_COMPANY`. */
  authority: Authority;
  /** What the list holds, for the note when it may not be read, e.g. `companies`. */
  plural: string;
  /** The record the edited one refers to now, shown even when the list may not be read. */
  current?: ReferenceRecord | null;
  /** In a table row the column header names the select: the label is then only read out. */
  hideLabel?: boolean;
}

const documents = new Map<string, TypedDocumentNode<Record<string, ReferenceRecord[] | null>>>();
const documentFor = (list: string) => {
  if (!documents.has(list)) documents.set(list, gql(`query ReferenceOptions_${list} { ${list}(queryInput: { sorts: [{ field: "name", direction: ASC }] }) { id name active } }`));
  return documents.get(list)!;
};

/**
 * Picks a referenced record. It asks for the list only when the user may read it (else it is
 * disabled and says why, still showing the current choice), and offers only active records for a new
 * choice; the record's current choice stays offered even when it has become inactive.
 */
export function ReferenceSelect({ name, label, required, list, authority, plural, current, hideLabel }: ReferenceSelectProps) {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, authority);
  const { formState } = useFormContext();
  const initialId = (formState.defaultValues as Record<string, unknown> | undefined)?.[name];
  const { data } = useQuery(documentFor(list), { skip: !readable });
  const options = useMemo<SelectOption[]>(() => {
    const records = (data?.[list] ?? []).filter((record) => record.active !== false || record.id === initialId);
    const all = current && !records.some((record) => record.id === current.id) ? [current, ...records] : records;
    return all.map((record) => ({ value: record.id, label: record.active === false ? `${record.name} (inactive)` : record.name }));
  }, [data, list, initialId, current]);
  return (
    <SelectInput
      name={name}
      label={label}
      required={required}
      hideLabel={hideLabel}
      options={options}
      allowEmpty={!required}
      disabled={!readable}
      helperText={readable ? undefined : `Choosing needs the right to see ${plural}.`}
    />
  );
}
