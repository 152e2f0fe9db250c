import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { slices } from '../shop-menus/menu-upload-writes';
import { shopHubMenus } from './shop-hubs.table';

/** A menu on an outlet as an upload writes it. */
export interface UploadedHubMenuValues {
  shopHubId: number;
  menuId: number;
  price: number;
  discountedPrice: number | null;
  discountStartAt: Date | null;
  discountEndAt: Date | null;
  active: boolean;
}

/** Writes an upload's outlet menus in its transaction: `created` are put on their outlets, `changed` take their new price, discount and active flag. */
export async function writeUploadedHubMenus(transaction: Transaction, created: readonly UploadedHubMenuValues[], changed: readonly { id: number; values: UploadedHubMenuValues }[]): Promise<void> {
  for (const part of slices(created)) await transaction.insert(shopHubMenus).values(part);
  for (const part of slices(changed)) {
    const values: SQL = sql.join(
      part.map(({ id, values: row }) => sql`(${id}::int, ${row.price}::int, ${row.discountedPrice}::int, ${row.discountStartAt?.toISOString() ?? null}::timestamptz, ${row.discountEndAt?.toISOString() ?? null}::timestamptz, ${row.active}::boolean)`),
      sql`, `,
    );
    await transaction.execute(sql`
      update ${shopHubMenus} set price = v.price, discounted_price = v.discounted_price, discount_start_at = v.discount_start_at,
        discount_end_at = v.discount_end_at, active = v.active, updated_at = now()
      from (values ${values}) as v(id, price, discounted_price, discount_start_at, discount_end_at, active)
      where ${shopHubMenus.id} = v.id`);
  }
}
