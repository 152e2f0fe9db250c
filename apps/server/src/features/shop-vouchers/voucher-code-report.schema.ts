import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import { buildSearch, buildWhere, type QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { csvText } from '../reports/csv-sql';
import { defineReport } from '../reports/reports.service';
import { SHOP_VOUCHER_CODE_FIELDS, settingName } from './shop-vouchers.schema';
import { shopVoucherCodes } from './shop-vouchers.table';

/* The voucher codes download: a CSV of the codes the list shows. */

const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;

/** The voucher codes download's SELECT: the list's filters and search, newest first. */
export function shopVoucherCodeReportQuery(queryInput: QueryInput | null): SQL {
  const where = and(buildWhere(SHOP_VOUCHER_CODE_FIELDS, queryInput?.filters), buildSearch(SHOP_VOUCHER_CODE_FIELDS, queryInput?.search));
  const columns = [
    column(shopVoucherCodes.id, 'ID'),
    column(csvText(shopVoucherCodes.name), 'Code'),
    column(csvText(settingName), 'Voucher'),
    column(shopVoucherCodes.totalQuantity, 'Total Quantity'),
    column(shopVoucherCodes.usedQuantity, 'Used Quantity'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${shopVoucherCodes} ${where ? sql`where ${where}` : sql``} order by ${shopVoucherCodes.id} desc`;
}

const requestCodeReport = defineReport<{ queryInput: QueryInput | null }>('shop-voucher-codes', {
  authority: 'VIEW_SHOP_VOUCHER_CODE',
  fileName: 'shop-voucher-codes',
  query: ({ queryInput }) => shopVoucherCodeReportQuery(queryInput),
});

builder.queryField('shopVoucherCodeReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description: 'The address of a CSV of every voucher code matching the filters and search, newest first, streamed; it works for five minutes, for the caller only.',
    args: { queryInput: t.arg({ type: QueryInputRef, description: 'The sorts, filters and search that choose the codes.' }) },
    authScopes: { authority: 'VIEW_SHOP_VOUCHER_CODE' },
    resolve: async (_root, args, context) => {
      const parameters = { queryInput: args.queryInput ?? null };
      shopVoucherCodeReportQuery(parameters.queryInput);
      return requestCodeReport(context, parameters);
    },
  }),
);
