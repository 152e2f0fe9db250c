import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { CurrentUser } from '../../platform/context';
import { changesHistory, recordMenuHistories } from './menu-history';
import { shopMenus } from './shop-menus.table';

/** A menu's values as an upload writes them. */
export interface UploadedMenuValues {
  merchantId: number;
  name: string;
  description: string | null;
  price: number;
  cogs: number;
  menuSubcategoryId: number | null;
  displayCategoryId: number | null;
  active: boolean;
}

/** A statement takes at most 65,535 parameters: an upload's rows are read and written in slices of a thousand. */
const SLICE = 1000;
export const slices = <Value>(values: readonly Value[]) => Array.from({ length: Math.ceil(values.length / SLICE) }, (_, index) => values.slice(index * SLICE, (index + 1) * SLICE));

/**
 * Writes an upload's menus in its transaction: `created` are added, `changed` take their new values
 * (a statement per slice), and the history keeps the menus added and those whose name, cogs or
 * active flag changed.
 */
export async function writeUploadedMenus(
  transaction: Transaction,
  user: CurrentUser,
  created: readonly UploadedMenuValues[],
  changed: readonly (UploadedMenuValues & { id: number; before: { name: string; cogs: number; active: boolean } })[],
): Promise<void> {
  const histories = [];
  for (const part of slices(created)) {
    histories.push(...(await transaction.insert(shopMenus).values(part).returning({ menuId: shopMenus.id, name: shopMenus.name, cogs: shopMenus.cogs, active: shopMenus.active })));
  }
  for (const part of slices(changed)) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::int, ${row.description}::text, ${row.price}::int, ${row.cogs}::int, ${row.menuSubcategoryId}::int, ${row.displayCategoryId}::int, ${row.active}::boolean)`),
      sql`, `,
    );
    await transaction.execute(sql`
      update ${shopMenus} set description = v.description, price = v.price, cogs = v.cogs, menu_subcategory_id = v.subcategory_id,
        display_category_id = v.display_category_id, active = v.active, updated_at = now()
      from (values ${values}) as v(id, description, price, cogs, subcategory_id, display_category_id, active)
      where ${shopMenus.id} = v.id`);
  }
  histories.push(...changed.filter((row) => changesHistory(row.before, row)).map((row) => ({ menuId: row.id, name: row.name, cogs: row.cogs, active: row.active })));
  await recordMenuHistories(transaction, user, histories);
}
