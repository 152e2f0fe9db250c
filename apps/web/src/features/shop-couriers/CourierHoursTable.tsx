import { Typography } from '@mui/material';
import { dayLabels, labelledOptions } from '@back-office/domain';
import { FieldArrayTable, type FieldArrayColumn } from '../../components/form/FieldArrayTable';
import { SelectInput, TextInput } from '../../components/form/fields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { FormSection, WideField } from '../hubs/form-layout';

const DAY_OPTIONS = labelledOptions(dayLabels);

/** A courier's hours, a row per outlet and day: the outlet, the day and HH:mm from start to end. */
export function CourierHoursTable() {
  const columns: FieldArrayColumn[] = [
    {
      header: 'Outlet',
      required: true,
      cell: (row) => <ReferenceSelect name={row.path('shopHubId')} label={row.label} hideLabel required list="shopHubsAll" authority="VIEW_SHOP_HUB" plural="outlets" />,
    },
    { header: 'Day', required: true, width: 160, cell: (row) => <SelectInput name={row.path('day')} label={row.label} hideLabel options={DAY_OPTIONS} /> },
    { header: 'Start', required: true, width: 120, cell: (row) => <TextInput name={row.path('start')} label={`${row.label} (HH:mm)`} hideLabel /> },
    { header: 'End', required: true, width: 120, cell: (row) => <TextInput name={row.path('end')} label={`${row.label} (HH:mm)`} hideLabel /> },
  ];
  return (
    <FieldArrayTable
      name="courierOperationals"
      rowLabel="Hours"
      columns={columns}
      newRow={() => ({ shopHubId: null, day: 'MONDAY', start: '08:00', end: '17:00' })}
      emptyText="No hours yet: the courier is not offered to any outlet."
    />
  );
}

/** The courier form's Hours section, adding and editing alike: how the rows read, then the table. */
export function CourierHoursSection() {
  return (
    <FormSection title="Hours">
      <WideField>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          One row per outlet and day, HH:mm in the outlet’s time zone. Rows of one day must not overlap.
        </Typography>
        <CourierHoursTable />
      </WideField>
    </FormSection>
  );
}
