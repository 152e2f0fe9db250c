import { builder } from '../../platform/builder';
import { ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { outletAnalytics, type OutletAnalytics, type OutletFigures } from './outlet-analytics';
import { salesFigureFields } from './sales-figures.schema';

type Figures = OutletAnalytics['totals'];

const FiguresRef = builder.objectRef<Figures>('OutletSalesFigures').implement({
  description: 'The sales of the outlets in the period, all together.',
  fields: (t) => salesFigureFields(t),
});

const OutletRef = builder.objectRef<OutletFigures>('OutletSales').implement({
  description: 'One outlet’s sales in the period, beside its targets for the period.',
  fields: (t) => ({
    ...salesFigureFields(t),
    shopHubId: t.exposeInt('shopHubId', { description: 'The id of the outlet.' }),
    name: t.exposeString('name', { description: 'The outlet’s name.' }),
    targetItems: t.exposeInt('targetItems', { nullable: true, description: 'Its item target (daily target times the period’s days); null without one.' }),
    targetRevenue: t.exposeFloat('targetRevenue', { nullable: true, description: 'Its revenue target in rupiah for the period, compared with net sales; null without one.' }),
    targetOrders: t.exposeInt('targetOrders', { nullable: true, description: 'Its order target for the period; null without one.' }),
  }),
});

const DayRef = builder.objectRef<OutletAnalytics['byDay'][number]>('OutletSalesDay').implement({
  description: 'The sales of one Jakarta day of the period.',
  fields: (t) => ({ ...salesFigureFields(t), day: t.field({ type: 'Date', description: 'The day.', resolve: (row) => row.day }) }),
});

const HourRef = builder.objectRef<OutletAnalytics['byHour'][number]>('OutletSalesHour').implement({
  description: 'The sales of one hour of the day (Jakarta) over the whole period.',
  fields: (t) => ({ ...salesFigureFields(t), hour: t.exposeInt('hour', { description: 'The hour, 0 to 23.' }) }),
});

const MethodRef = builder.objectRef<OutletAnalytics['byPaymentMethod'][number]>('OutletSalesPaymentMethod').implement({
  description: 'The sales paid one way in the period.',
  fields: (t) => ({ ...salesFigureFields(t), paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How they were paid.', resolve: (row) => row.paymentMethod }) }),
});

const ProductRef = builder.objectRef<OutletAnalytics['byProduct'][number]>('OutletSalesProduct').implement({
  description: 'What one menu sold in the period.',
  fields: (t) => ({
    menuId: t.exposeInt('menuId', { description: 'The id of the menu (0 for lines without one).' }),
    name: t.exposeString('name', { description: 'The name it was sold under.' }),
    items: t.exposeInt('items', { description: 'Items sold.' }),
    net: t.exposeFloat('net', { description: 'Rupiah paid for them, after discounts.' }),
    grossProfit: t.exposeFloat('grossProfit', { description: 'Rupiah: net less their cost of goods.' }),
  }),
});

const AnalyticsRef = builder.objectRef<OutletAnalytics>('OutletAnalytics').implement({
  description: 'Outlet analytics for a period: sales by outlet, day, hour, payment method and product, against the outlets’ targets.',
  fields: (t) => ({
    startDate: t.field({ type: 'Date', description: 'The first day of the period.', resolve: (row) => row.startDate }),
    endDate: t.field({ type: 'Date', description: 'The last day of the period.', resolve: (row) => row.endDate }),
    days: t.exposeInt('days', { description: 'The days the period covers.' }),
    totals: t.field({ type: FiguresRef, description: 'Everything together.', resolve: (row) => row.totals }),
    byOutlet: t.field({ type: [OutletRef], description: 'By outlet, the best net sales first.', resolve: (row) => row.byOutlet }),
    byDay: t.field({ type: [DayRef], description: 'Every day of the period, empty ones too.', resolve: (row) => row.byDay }),
    byHour: t.field({ type: [HourRef], description: 'Every hour of the day, 0 to 23.', resolve: (row) => row.byHour }),
    byPaymentMethod: t.field({ type: [MethodRef], description: 'By payment method, the most net sales first.', resolve: (row) => row.byPaymentMethod }),
    byProduct: t.field({ type: [ProductRef], description: 'The 20 menus with the most net sales.', resolve: (row) => row.byProduct }),
  }),
});

builder.queryField('outletAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description: 'Outlet analytics for the Jakarta days from startDate to endDate (at most 31), optionally of one outlet; only the outlets the caller is mapped to.',
    args: {
      startDate: t.arg({ type: 'Date', required: true, description: 'The first day of the period.' }),
      endDate: t.arg({ type: 'Date', required: true, description: 'The last day of the period, included.' }),
      shopHubId: t.arg.int({ description: 'Only this outlet.' }),
    },
    authScopes: { authority: 'VIEW_ANALYTICS_OUTLET' },
    resolve: (_root, args, context) => outletAnalytics(context, args.startDate, args.endDate, args.shopHubId),
  }),
);
