import AddIcon from '@mui/icons-material/Add';
import type { Authority } from '@back-office/domain';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { formatValue, type DetailItem } from '../DetailView';
import { SwitchInput, TextInput } from '../form/fields';
import { activeColumn, type FilterField } from '../list';

/*
 * What every named record shares (name, description, active: units, clusters, hub types, packaging,
 * departments, companies ...): its columns, filters, detail rows and inputs, so that all their pages
 * look and behave alike. A record with more fields passes its own, which go after the name.
 */

export interface NamedRecord {
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  createdTime: string;
  updatedTime: string;
}

export function namedRecordColumns<Row extends NamedRecord>(own: GridColDef<Row>[] = []): GridColDef<Row>[] {
  return [
    { field: 'id', headerName: 'ID', width: 80 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    ...own,
    { field: 'description', headerName: 'Description', flex: 2, minWidth: 200 },
    activeColumn<Row>(),
    { field: 'updatedTime', headerName: 'Updated', width: 160, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  ];
}

export function namedRecordFilterFields(own: FilterField[] = []): FilterField[] {
  return [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'description', label: 'Description', kind: 'text' },
    ...own,
    { field: 'active', label: 'Active', kind: 'boolean' },
    { field: 'createdTime', label: 'Created', kind: 'date' },
  ];
}

export function namedRecordDetailItems(record: NamedRecord, own: DetailItem[] = []): DetailItem[] {
  return [
    { label: 'Name', value: record.name },
    ...own,
    { label: 'Description', value: record.description },
    { label: 'Active', value: record.active, format: 'boolean' },
    { label: 'Created', value: record.createdTime, format: 'datetime' },
    { label: 'Updated', value: record.updatedTime, format: 'datetime' },
  ];
}

/** The inputs of a named record's form; `children` are the record's own inputs, shown after the name. */
export function NamedRecordInputs({ children }: { children?: ReactNode }) {
  return (
    <>
      <TextInput name="name" label="Name" required />
      {children}
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <SwitchInput name="active" label="Active" />
    </>
  );
}

/** A list's "Add ..." button, shown only to those who may create. */
export function AddRecordButton({ to, label, authority }: { to: string; label: string; authority: Authority }) {
  const { user } = useCurrentUser();
  if (!hasAuthority(user, authority)) return null;
  return (
    <Button component={Link} to={to} variant="contained" startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}

/** A detail page's Back link, and Edit for those who may edit. */
export function DetailActions({ back, edit, authority }: { back: string; edit: string; authority: Authority }) {
  const { user } = useCurrentUser();
  return (
    <>
      <Button component={Link} to={back}>
        Back
      </Button>
      {hasAuthority(user, authority) && (
        <Button component={Link} to={edit} variant="contained" startIcon={<EditIcon />}>
          Edit
        </Button>
      )}
    </>
  );
}
