import { inArray, max, sql } from 'drizzle-orm';
import {
  ingredientSchema,
  ingredientUpdateSchema,
  packagingSchema,
  packagingUpdateSchema,
  sparePartSchema,
  sparePartUpdateSchema,
  type IngredientInput,
  type PackagingInput,
  type SparePartInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud, expectReference, updateRow } from '../../platform/crud';
import { defineNamedCrud, namedFields, namedRecordFields } from '../../platform/named-crud';
import { clusters, hubEntities, hubTypes, ingredients, packagings, spareParts, units } from './master-data.table';

export const { ref: UnitRef } = defineNamedCrud({ name: 'Unit', entity: 'UNIT', table: units });

type IngredientRow = typeof ingredients.$inferSelect;

export const IngredientRef = builder.loadableObject('Ingredient', {
  load: (ids: number[], context) => context.db.select().from(ingredients).where(inArray(ingredients.id, ids)),
  sort: (row: IngredientRow) => row.id,
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNr: t.exposeInt('orderNr'),
    name: t.exposeString('name'),
    unitId: t.exposeInt('unitId'),
    unit: t.field({ type: UnitRef, resolve: (row) => row.unitId }),
    remark: t.exposeString('remark', { nullable: true }),
    packagingQuantity: t.exposeFloat('packagingQuantity', { nullable: true }),
    active: t.exposeBoolean('active'),
    createdTime: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
});

const ingredientInput = (required: boolean) =>
  builder.inputType(required ? 'IngredientInput' : 'IngredientUpdateInput', {
    fields: (t) => ({
      name: t.string({ required }),
      unitId: t.int({ required }),
      orderNr: t.int({ description: 'Position in stock lists; left out on create, the ingredient goes last.' }),
      remark: t.string(),
      packagingQuantity: t.float({ description: 'How much of the unit one package holds.' }),
      active: t.boolean({ required }),
    }),
  });

defineCrud<IngredientRow, IngredientInput, Partial<IngredientInput>>({
  name: 'Ingredient',
  entity: 'INGREDIENT',
  table: ingredients,
  idColumn: ingredients.id,
  ref: IngredientRef,
  fields: {
    id: { column: ingredients.id, kind: 'int' },
    orderNr: { column: ingredients.orderNr, kind: 'int' },
    name: { column: ingredients.name, kind: 'text' },
    unitId: { column: ingredients.unitId, kind: 'int' },
    unit: { column: sql`(select ${units.name} from ${units} where ${units.id} = ${ingredients.unitId})`, kind: 'text' },
    remark: { column: ingredients.remark, kind: 'text' },
    packagingQuantity: { column: ingredients.packagingQuantity, kind: 'float' },
    active: { column: ingredients.active, kind: 'boolean' },
    createdTime: { column: ingredients.createdAt, kind: 'datetime' },
  },
  defaultSorts: [
    { field: 'orderNr', direction: 'ASC' },
    { field: 'name', direction: 'ASC' },
  ],
  label: (row) => row.name,
  uniques: { ingredients_name_unique: { field: 'name', message: 'An ingredient with this name already exists.' } },
  create: {
    input: ingredientInput(true),
    schema: ingredientSchema,
    async write(transaction, { orderNr, ...values }) {
      await expectReference(transaction, units, units.id, values.unitId, 'unitId', 'Unit');
      const [last] = await transaction.select({ orderNr: max(ingredients.orderNr) }).from(ingredients);
      const [row] = await transaction
        .insert(ingredients)
        .values({ ...values, orderNr: orderNr ?? (last?.orderNr ?? 0) + 1 })
        .returning();
      return row!;
    },
  },
  update: {
    input: ingredientInput(false),
    schema: ingredientUpdateSchema,
    async write(transaction, { orderNr, ...values }, _context, id) {
      await expectReference(transaction, units, units.id, values.unitId, 'unitId', 'Unit');
      const changes = orderNr === null ? values : { ...values, orderNr };
      return (await updateRow(transaction, ingredients, ingredients.id, id, changes)) as IngredientRow | undefined;
    },
  },
});

type PackagingRow = typeof packagings.$inferSelect;

export const PackagingRef = builder.loadableObject('Packaging', {
  load: (ids: number[], context) => context.db.select().from(packagings).where(inArray(packagings.id, ids)),
  sort: (row: PackagingRow) => row.id,
  fields: (t) => ({
    ...namedRecordFields(t),
    quantity: t.exposeInt('quantity', { nullable: true, description: 'Pieces in one pack.' }),
  }),
});

const packagingInput = (required: boolean) =>
  builder.inputType(required ? 'PackagingInput' : 'PackagingUpdateInput', {
    fields: (t) => ({ name: t.string({ required }), description: t.string(), quantity: t.int(), active: t.boolean({ required }) }),
  });

defineCrud<PackagingRow, PackagingInput, Partial<PackagingInput>>({
  name: 'Packaging',
  entity: 'PACKAGING',
  table: packagings,
  idColumn: packagings.id,
  ref: PackagingRef,
  fields: { ...namedFields(packagings), quantity: { column: packagings.quantity, kind: 'int' } },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { packagings_name_unique: { field: 'name', message: 'A packaging with this name already exists.' } },
  create: { input: packagingInput(true), schema: packagingSchema },
  update: { input: packagingInput(false), schema: packagingUpdateSchema },
});

type SparePartRow = typeof spareParts.$inferSelect;

export const SparePartRef = builder.loadableObject('SparePart', {
  load: (ids: number[], context) => context.db.select().from(spareParts).where(inArray(spareParts.id, ids)),
  sort: (row: SparePartRow) => row.id,
  fields: (t) => ({
    ...namedRecordFields(t),
    partNumber: t.exposeString('partNumber', { nullable: true, description: "The maker's part number." }),
  }),
});

const sparePartInput = (required: boolean) =>
  builder.inputType(required ? 'SparePartInput' : 'SparePartUpdateInput', {
    fields: (t) => ({ name: t.string({ required }), description: t.string(), partNumber: t.string(), active: t.boolean({ required }) }),
  });

defineCrud<SparePartRow, SparePartInput, Partial<SparePartInput>>({
  name: 'SparePart',
  entity: 'SPARE_PART',
  table: spareParts,
  idColumn: spareParts.id,
  ref: SparePartRef,
  fields: { ...namedFields(spareParts), partNumber: { column: spareParts.partNumber, kind: 'text' } },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { spare_parts_name_unique: { field: 'name', message: 'A spare part with this name already exists.' } },
  create: { input: sparePartInput(true), schema: sparePartSchema },
  update: { input: sparePartInput(false), schema: sparePartUpdateSchema },
});

export const { ref: ClusterRef } = defineNamedCrud({ name: 'Cluster', entity: 'CLUSTER', table: clusters });
export const { ref: HubTypeRef } = defineNamedCrud({
  name: 'HubType',
  entity: 'HUB_TYPE',
  table: hubTypes,
  listField: 'hubTypePages',
  allField: 'hubTypesAll',
});
export const { ref: HubEntityRef } = defineNamedCrud({
  name: 'HubEntity',
  entity: 'HUB_ENTITY',
  table: hubEntities,
  listField: 'hubEntities',
  allField: 'hubEntitiesAll',
});

