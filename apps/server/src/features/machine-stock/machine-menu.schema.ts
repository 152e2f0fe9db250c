import { and, asc, eq, notInArray } from 'drizzle-orm';
import {
  productInMachineIssues,
  productInMachineSchema,
  productInMachineUpdateSchema,
  type ProductInMachineInput,
  type ProductInMachineUpdateInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { Machine, machineRef } from '../machines/machines.schema';
import { Product } from '../products/products.schema';
import { products } from '../products/products.table';
import { scopedByMachine } from '../machines/machine-scope';
import { productInMachines } from './machine-stock.table';

type Types = typeof builder.$inferSchemaTypes;
type MenuRow = typeof productInMachines.$inferSelect;

const menuInput = (required: boolean) =>
  builder.inputType(required ? 'ProductInMachineInput' : 'ProductInMachineUpdateInput', {
    description: 'A product a machine offers; in an update, the fields left out keep their value.',
    fields: (t) => ({
      ...(required ? { machineId: t.int({ description: 'The id of the machine.', required: true }), productId: t.int({ description: 'The id of the product.', required: true }) } : {}),
      price: t.int({ required, description: 'Rupiah a cup costs at this machine.' }),
      discountedPrice: t.int({ description: 'Rupiah, below the price; null: no discount.' }),
      slot: t.int({ description: 'The position of the product’s button on the machine; one product per slot.' }),
      active: t.boolean({ description: 'False stops the machine offering it.', required }),
    }),
  });

/** A product on a machine's menu, with its price there. The spec's machine menu. */
export const ProductInMachine = defineCrud<MenuRow, ProductInMachineInput, ProductInMachineUpdateInput>({
  name: 'ProductInMachine',
  table: productInMachines,
  description: 'A product on a machine’s menu: its price there, its slot, and whether it is sold now.',
  // A menu is kept while its machine is inactive; a new menu line needs an active product.
  references: { machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }), product: reference(Product) },
  scope: scopedByMachine(productInMachines.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The product in machine\'s id.' }),
    price: t.exposeInt('price', { description: 'Rupiah.' }),
    discountedPrice: t.exposeInt('discountedPrice', { nullable: true, description: 'Rupiah; null: no discount.' }),
    slot: t.exposeInt('slot', { description: 'The slot of the machine\'s menu it is in, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when the machine no longer offers it.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: productInMachines.id, kind: 'int' },
    price: { column: productInMachines.price, kind: 'int' },
    discountedPrice: { column: productInMachines.discountedPrice, kind: 'int' },
    slot: { column: productInMachines.slot, kind: 'int' },
    active: { column: productInMachines.active, kind: 'boolean' },
  },
  label: (row) => `product ${row.productId} in machine ${row.machineId}`,
  uniques: {
    product_in_machines_machine_product_unique: { field: 'productId', message: 'This product is already on the machine’s menu.' },
    product_in_machines_machine_slot_unique: { field: 'slot', message: 'Another product of this machine has this slot.' },
  },
  sample: async (make) => ({ machineId: await make('Machine'), productId: await make('Product', { fresh: true }), price: 18000, discountedPrice: 15000, active: true }),
  change: { price: 20000, discountedPrice: null },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(productInMachines).where(eq(productInMachines.id, id));
    const [issue] = productInMachineIssues({ ...row, ...data });
    if (issue) throw badInput(issue.message, { [issue.path.join('.')]: issue.message });
  },
  create: { input: menuInput(true), schema: productInMachineSchema },
  update: { input: menuInput(false), schema: productInMachineUpdateSchema },
});

const menuRef = ProductInMachine.ref as unknown as PothosSchemaTypes.ObjectRef<Types, MenuRow>;

builder.objectField(machineRef, 'productInMachines', (t) =>
  t.field({
    type: [menuRef],
    nullable: true,
    description: 'The machine’s menu, by slot then product name; needs VIEW_PRODUCT_IN_MACHINE.',
    authScopes: { authority: 'VIEW_PRODUCT_IN_MACHINE' },
    resolve: (row, _args, context) =>
      context.db
        .select({ line: productInMachines })
        .from(productInMachines)
        .innerJoin(products, eq(products.id, productInMachines.productId))
        .where(eq(productInMachines.machineId, row.id))
        .orderBy(asc(productInMachines.slot), asc(products.name))
        .then((rows) => rows.map((line) => line.line)),
  }),
);

builder.queryField('productsNotInMachine', (t) =>
  t.field({
    nullable: true,
    type: [Product.ref as never],
    description: 'The active products a machine’s menu does not hold yet: the choices to add.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }) },
    authScopes: { authority: 'VIEW_PRODUCT' },
    resolve: async (_root, { machineId }, context) => {
      await Machine.findById(context, machineId);
      const held = context.db.select({ id: productInMachines.productId }).from(productInMachines).where(eq(productInMachines.machineId, machineId));
      return context.db
        .select()
        .from(products)
        .where(and(eq(products.active, true), notInArray(products.id, held)))
        .orderBy(asc(products.name)) as never;
    },
  }),
);
