import type { builder } from '../../platform/builder';
import type { derived } from './sales-sums';

/* The figures every group of shop sales has in GraphQL, shared by outlet and PWA analytics. */

type Types = typeof builder.$inferSchemaTypes;
type Figures = ReturnType<typeof derived>;

/** The sales fields of a group (an outlet, a day, an hour, a payment method). */
export const salesFigureFields = <Row extends Figures>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>) => ({
  orders: t.int({ description: 'Paid orders (less those missed afterwards).', resolve: (row) => row.orders }),
  items: t.int({ description: 'Items on those orders.', resolve: (row) => row.items }),
  gross: t.float({ description: 'Gross sales in rupiah: the orders before discounts.', resolve: (row) => row.gross }),
  discount: t.float({ description: 'Discounts in rupiah.', resolve: (row) => row.discount }),
  net: t.float({ description: 'Net sales in rupiah: what the customers paid.', resolve: (row) => row.net }),
  grossProfit: t.float({ description: 'Gross profit in rupiah: net sales less the cost of goods.', resolve: (row) => row.grossProfit }),
  averageTicket: t.float({ description: 'Average ticket in rupiah: net sales per order.', resolve: (row) => row.averageTicket }),
  newCustomers: t.int({ description: 'Registered customers whose first paid order this was.', resolve: (row) => row.newCustomers }),
  returningCustomers: t.int({ description: 'Registered customers back on a later day (counted once per customer and day).', resolve: (row) => row.returningCustomers }),
});
