import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ResourceList, activeColumn, numberColumn, type FilterField } from '../../../components/list';
import { AddRecordButton } from '../../../components/records/named-record';
import { hasAuthority, useCurrentUser } from '../../../base/session';
import { UnitOptionsDocument } from '../units/units.generated';
import { IngredientsPageDocument, type IngredientsPageQuery } from './ingredients.generated';
import { ingredients } from '../links';

type Row = NonNullable<IngredientsPageQuery['ingredients']>['results'][number];

const columns: GridColDef<Row>[] = [
  numberColumn({ field: 'orderNr', headerName: 'Order Nr', width: 120 }),
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'unit', headerName: 'Unit', width: 130, valueGetter: (_, row) => row.unit.name },
  numberColumn({ field: 'packagingQuantity', headerName: 'Packaging Quantity', width: 170 }),
  { field: 'remark', headerName: 'Remark', flex: 1, minWidth: 180 },
  activeColumn<Row>(),
];

export default function IngredientListPage() {
  const { user } = useCurrentUser();
  const units = useQuery(UnitOptionsDocument, { skip: !hasAuthority(user, 'VIEW_UNIT') });
  const filterFields = useMemo<FilterField[]>(
    () => [
      { field: 'name', label: 'Name', kind: 'text' },
      { field: 'unitId', label: 'Unit', kind: 'int', options: units.data?.unitsAll?.map((unit) => ({ value: String(unit.id), label: unit.name })) },
      { field: 'remark', label: 'Remark', kind: 'text' },
      { field: 'active', label: 'Active', kind: 'boolean' },
    ],
    [units.data],
  );
  return (
    <ResourceList
      query={IngredientsPageDocument}
      selectPage={(data) => data.ingredients}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'orderNr', direction: 'ASC' }}
      exportFileName="ingredients"
      rowLink={hasAuthority(user, 'UPDATE_INGREDIENT') ? (row) => ingredients.editUrl(row.id) : undefined}
      actions={<AddRecordButton to={ingredients.addUrl} label="Add Ingredient" authority="CREATE_INGREDIENT" />}
    />
  );
}
