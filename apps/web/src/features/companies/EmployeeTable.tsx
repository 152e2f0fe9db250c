import { FieldArrayTable, type FieldArrayColumn } from '../../components/form/FieldArrayTable';
import { SelectInput, SwitchInput, TextInput } from '../../components/form/fields';

interface Department {
  id: number;
  name: string;
  active: boolean;
}

/**
 * The company form's employees, a row each. A company that is not saved yet has no departments, so
 * without `departments` there is no department column.
 */
export function EmployeeTable({ departments }: { departments?: Department[] }) {
  const departmentOptions = (departments ?? []).map((department) => ({
    value: department.id,
    label: department.active ? department.name : `${department.name} (inactive)`,
  }));
  const departmentColumn: FieldArrayColumn = {
    header: 'Department',
    width: 180,
    cell: (row) => <SelectInput name={row.path('departmentId')} label={row.label} hideLabel options={departmentOptions} allowEmpty />,
  };
  const columns: FieldArrayColumn[] = [
    { header: 'Name', required: true, cell: (row) => <TextInput name={row.path('name')} label={row.label} hideLabel /> },
    { header: 'Employee No', width: 140, cell: (row) => <TextInput name={row.path('employeeNo')} label={row.label} hideLabel emptyAsNull /> },
    ...(departments ? [departmentColumn] : []),
    { header: 'Card Number', width: 160, cell: (row) => <TextInput name={row.path('cardNumber')} label={row.label} hideLabel emptyAsNull /> },
    { header: 'Active', width: 72, cell: (row) => <SwitchInput name={row.path('active')} label={row.label} hideLabel /> },
  ];
  return (
    <FieldArrayTable
      name="employees"
      rowLabel="Employee"
      columns={columns}
      newRow={() => ({ name: '', employeeNo: null, departmentId: null, cardNumber: null, active: true })}
      emptyText="No employees yet."
    />
  );
}
