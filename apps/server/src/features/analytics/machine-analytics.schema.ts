import { builder } from '../../platform/builder';
import { VendingPaymentMethodEnum } from '../user-mappings/user-mappings.schema';
import type { AnalyticsPoint } from './analytics-period';
import { machineAnalytics, type HubShare, type MachineAnalytics, type MachineFigures, type MethodShare, type ProductShare } from './machine-analytics';

const GranularityEnum = builder.enumType('AnalyticsGranularity', {
  description: 'How long each point of a series is: a day, a week (from Monday) or a month.',
  values: { DAY: { value: 'DAY', description: 'One point per day.' }, WEEK: { value: 'WEEK', description: 'One point per week, from Monday.' }, MONTH: { value: 'MONTH', description: 'One point per calendar month.' } } as const,
});

const PointRef = builder.objectRef<AnalyticsPoint>('MachineAnalyticsPoint').implement({
  description: 'The completed cups, their revenue and the machine errors of one day, week or month of the period.',
  fields: (t) => ({
    start: t.field({ type: 'Date', description: 'Its first day (within the period).', resolve: (row) => row.start }),
    end: t.field({ type: 'Date', description: 'Its last day (within the period).', resolve: (row) => row.end }),
    cups: t.exposeInt('cups', { description: 'Cups sold in this point\'s span.' }),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
    errors: t.exposeInt('errors', { description: 'Errors the machines reported.' }),
  }),
});

const HubShareRef = builder.objectRef<HubShare>('MachineAnalyticsHub').implement({
  description: 'What the machines at one hub sold in the period; no hub id: sold while at no hub.',
  fields: (t) => ({
    hubId: t.exposeInt('hubId', { description: 'The id of the hub.', nullable: true }),
    hubInternalId: t.exposeString('hubInternalId', { description: 'The id of the hub internal.', nullable: true }),
    hubName: t.exposeString('hubName', { description: 'The hub\'s name, or null for sales at no hub.', nullable: true }),
    cups: t.exposeInt('cups', { description: 'Cups sold at the hub.' }),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
  }),
});

const ProductShareRef = builder.objectRef<ProductShare>('MachineAnalyticsProduct').implement({
  description: 'What one product sold in the period.',
  fields: (t) => ({
    productId: t.exposeInt('productId', { description: 'The id of the product.' }),
    productName: t.exposeString('productName', { description: 'The product\'s name.' }),
    cups: t.exposeInt('cups', { description: 'Cups of the product sold.' }),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
  }),
});

const MethodShareRef = builder.objectRef<MethodShare>('MachineAnalyticsPaymentMethod').implement({
  description: 'What was paid with one payment method in the period.',
  fields: (t) => ({
    paymentMethod: t.field({ description: 'The payment method, or null when unknown.', type: VendingPaymentMethodEnum, nullable: true, resolve: (row) => row.paymentMethod }),
    cups: t.exposeInt('cups', { description: 'Cups paid this way.' }),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
  }),
});

const MachineRef = builder.objectRef<MachineFigures>('MachineAnalyticsMachine').implement({
  description: 'One machine in the period: its sales, its errors and its uptime while at a hub.',
  fields: (t) => ({
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    machineNo: t.exposeString('machineNo', { description: 'The machine\'s VMC number.' }),
    hubName: t.exposeString('hubName', { nullable: true, description: 'The hub it stands at now.' }),
    cups: t.exposeInt('cups', { description: 'Cups the machine sold.' }),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
    errors: t.exposeInt('errors', { description: 'Errors reported while at a hub in the period.' }),
    serviceSeconds: t.float({ description: 'Seconds at a hub in the period (until now).', resolve: (row) => row.serviceSeconds }),
    downtimeSeconds: t.float({ description: 'Seconds in error of those.', resolve: (row) => row.downtimeSeconds }),
    uptime: t.float({ nullable: true, description: 'The share of its time at a hub without an error, 0 to 1; null when it was at no hub.', resolve: (row) => row.uptime }),
  }),
});

const AnalyticsRef = builder.objectRef<MachineAnalytics>('MachineAnalytics').implement({
  description: 'Machine analytics for a period: sales over time and by hub, product and payment method, the best and worst machines, uptime and errors.',
  fields: (t) => ({
    startDate: t.field({ description: 'The first day of the period.', type: 'Date', resolve: (row) => row.startDate }),
    endDate: t.field({ description: 'The last day of the period.', type: 'Date', resolve: (row) => row.endDate }),
    granularity: t.field({ description: 'The length of one point of the series, chosen from the period\'s length.', type: GranularityEnum, resolve: (row) => row.granularity }),
    totalCups: t.exposeInt('totalCups', { description: 'Cups sold over the period.' }),
    totalRevenue: t.float({ description: 'Rupiah.', resolve: (row) => row.totalRevenue }),
    totalErrors: t.exposeInt('totalErrors', { description: 'Errors the machines reported over the period.' }),
    serviceSeconds: t.float({ description: 'Seconds the machines were expected to serve over the period.', resolve: (row) => row.serviceSeconds }),
    downtimeSeconds: t.float({ description: 'Seconds the machines were in error or unreachable over the period.', resolve: (row) => row.downtimeSeconds }),
    uptime: t.float({ nullable: true, description: 'The fleet’s share of time at hubs without an error, 0 to 1.', resolve: (row) => row.uptime }),
    machineCount: t.exposeInt('machineCount', { description: 'Machines that sold or stood at a hub in the period.' }),
    series: t.field({ description: 'Cups and revenue point by point across the period.', type: [PointRef], resolve: (row) => row.series }),
    byHub: t.field({ description: 'Cups and revenue by hub.', type: [HubShareRef], resolve: (row) => row.byHub }),
    byProduct: t.field({ description: 'Cups and revenue by product.', type: [ProductShareRef], resolve: (row) => row.byProduct }),
    byPaymentMethod: t.field({ description: 'Cups and revenue by payment method.', type: [MethodShareRef], resolve: (row) => row.byPaymentMethod }),
    bestByCups: t.field({ description: 'The machines that sold the most cups.', type: [MachineRef], resolve: (row) => row.bestByCups }),
    worstByCups: t.field({ description: 'The machines that sold the fewest cups.', type: [MachineRef], resolve: (row) => row.worstByCups }),
    bestByRevenue: t.field({ description: 'The machines that made the most revenue.', type: [MachineRef], resolve: (row) => row.bestByRevenue }),
    worstByRevenue: t.field({ description: 'The machines that made the least revenue.', type: [MachineRef], resolve: (row) => row.worstByRevenue }),
    mostDowntime: t.field({ type: [MachineRef], description: 'The machines with the most time in error, then the most errors.', resolve: (row) => row.mostDowntime }),
  }),
});

builder.queryField('machineAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'Machine analytics for the days from startDate to endDate (Jakarta, at most two years), optionally at one hub; only the machines and payment methods the caller is mapped to.',
    args: {
      startDate: t.arg({ description: 'The first day of the period.', type: 'Date', required: true }),
      endDate: t.arg({ description: 'The last day of the period, included.', type: 'Date', required: true }),
      hubId: t.arg.int({ description: 'The id of the hub.' }),
    },
    authScopes: { authority: 'VIEW_ANALYTICS_MACHINE' },
    resolve: (_root, args, context) => machineAnalytics(context, args.startDate, args.endDate, args.hubId),
  }),
);
