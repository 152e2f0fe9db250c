import { max } from 'drizzle-orm';
import {
  ingredientSchema,
  ingredientUpdateSchema,
  packagingSchema,
  packagingUpdateSchema,
  sparePartSchema,
  sparePartUpdateSchema,
  type IngredientInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { defineNamedCrud, field } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { clusters, hubEntities, hubTypes, ingredients, packagings, spareParts, units } from './master-data.table';

const named = (name: string) => ({ name: `${name} ${Math.random().toString(36).slice(2, 8)}`, active: true });

export const Unit = defineNamedCrud({ description: 'A unit ingredients are counted in (gram, millilitre, piece).', name: 'Unit', table: units, sample: () => named('Unit') });
export const UnitRef = Unit.ref;

type IngredientRow = typeof ingredients.$inferSelect;

const ingredientInput = (required: boolean) =>
  builder.inputType(required ? 'IngredientInput' : 'IngredientUpdateInput', {
    description: 'An ingredient\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'Its name, unique; required, not blank.', required }),
      unitId: t.int({ description: 'The id of the unit.', required }),
      orderNr: t.int({ description: 'Position in stock lists; left out on create, the ingredient goes last.' }),
      remark: t.string({ description: 'Free text about it.' }),
      packagingQuantity: t.float({ description: 'How much of the unit one package holds.' }),
      active: t.boolean({ description: 'False stops it being offered in recipes and stock.', required }),
    }),
  });

export const Ingredient = defineCrud<IngredientRow, IngredientInput, Partial<IngredientInput>>({
  description: 'Something a machine holds and a recipe uses (coffee beans, milk powder, cups), counted in its unit.',
  name: 'Ingredient',
  table: ingredients,
  references: { unit: reference(Unit) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The ingredient\'s id.' }),
    orderNr: t.exposeInt('orderNr', { description: 'Its place in lists and on the refill sheet.' }),
    name: t.exposeString('name', { description: 'Its name, unique.' }),
    remark: t.exposeString('remark', { description: 'Free text about it, or null.', nullable: true }),
    packagingQuantity: t.exposeFloat('packagingQuantity', { description: 'How many units one package holds, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when no longer used; kept for recipes and stock that refer to it.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: ingredients.id, kind: 'int' },
    orderNr: { column: ingredients.orderNr, kind: 'int' },
    name: { column: ingredients.name, kind: 'text' },
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
  sample: async (make) => ({ ...named('Ingredient'), unitId: await make('Unit') }),
  create: {
    input: ingredientInput(true),
    schema: ingredientSchema,
    async write(transaction, { orderNr, ...values }) {
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
      const changes = orderNr === null ? values : { ...values, orderNr };
      return (await updateRow(transaction, ingredients, ingredients.id, id, changes)) as IngredientRow | undefined;
    },
  },
});
export const IngredientRef = Ingredient.ref;

export const Packaging = defineNamedCrud({
  description: 'Something a machine hands out by the piece (cups, lids, stirrers), and how many come in a pack.',
  name: 'Packaging',
  table: packagings,
  fields: { quantity: field.int('Pieces in one pack.') },
  schemas: { create: packagingSchema, update: packagingUpdateSchema },
  sample: () => ({ ...named('Packaging'), quantity: 50 }),
});

export const SparePart = defineNamedCrud({
  description: 'A part kept for repairs.',
  name: 'SparePart',
  table: spareParts,
  fields: { partNumber: field.text("The maker's part number.") },
  schemas: { create: sparePartSchema, update: sparePartUpdateSchema },
  sample: () => ({ ...named('Spare part'), partNumber: 'SP-1' }),
});

export const Cluster = defineNamedCrud({ description: 'A group of hubs, to plan and report by area.', name: 'Cluster', table: clusters, sample: () => named('Cluster') });
export const HubType = defineNamedCrud({
  description: 'A kind of hub (office, campus, hospital…), for reports.',
  name: 'HubType',
  table: hubTypes,
  listField: 'hubTypePages',
  allField: 'hubTypesAll',
  sample: () => named('Hub type'),
});
export const HubEntity = defineNamedCrud({
  description: 'The kind of organisation a hub belongs to.',
  name: 'HubEntity',
  table: hubEntities,
  listField: 'hubEntities',
  allField: 'hubEntitiesAll',
  sample: () => named('Hub entity'),
});
export const ClusterRef = Cluster.ref;
export const HubTypeRef = HubType.ref;
export const HubEntityRef = HubEntity.ref;
