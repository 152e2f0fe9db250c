import { builder } from '../../platform/builder';
import { VendingPaymentMethodEnum } from '../user-mappings/user-mappings.schema';
import { machineAnalytics, type AnalyticsPoint, type HubShare, type MachineAnalytics, type MachineFigures, type MethodShare, type ProductShare } from './machine-analytics';

const GranularityEnum = builder.enumType('AnalyticsGranularity', {
  description: 'How long each point of a series is: a day, a week (from Monday) or a month.',
  values: ['DAY', 'WEEK', 'MONTH'] as const,
});

const PointRef = builder.objectRef<AnalyticsPoint>('MachineAnalyticsPoint').implement({
  description: 'The completed cups, their revenue and the machine errors of one day, week or month of the period.',
  fields: (t) => ({
    start: t.field({ type: 'Date', description: 'Its first day (within the period).', resolve: (row) => row.start }),
    end: t.field({ type: 'Date', description: 'Its last day (within the period).', resolve: (row) => row.end }),
    cups: t.exposeInt('cups'),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
    errors: t.exposeInt('errors', { description: 'Errors the machines reported.' }),
  }),
});

const HubShareRef = builder.objectRef<HubShare>('MachineAnalyticsHub').implement({
  description: 'What the machines at one hub sold in the period; no hub id: sold while at no hub.',
  fields: (t) => ({
    hubId: t.exposeInt('hubId', { nullable: true }),
    hubInternalId: t.exposeString('hubInternalId', { nullable: true }),
    hubName: t.exposeString('hubName', { nullable: true }),
    cups: t.exposeInt('cups'),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
  }),
});

const ProductShareRef = builder.objectRef<ProductShare>('MachineAnalyticsProduct').implement({
  description: 'What one product sold in the period.',
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    productName: t.exposeString('productName'),
    cups: t.exposeInt('cups'),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
  }),
});

const MethodShareRef = builder.objectRef<MethodShare>('MachineAnalyticsPaymentMethod').implement({
  description: 'What was paid with one payment method in the period.',
  fields: (t) => ({
    paymentMethod: t.field({ type: VendingPaymentMethodEnum, nullable: true, resolve: (row) => row.paymentMethod }),
    cups: t.exposeInt('cups'),
    revenue: t.float({ description: 'Rupiah.', resolve: (row) => row.revenue }),
  }),
});

const MachineRef = builder.objectRef<MachineFigures>('MachineAnalyticsMachine').implement({
  description: 'One machine in the period: its sales, its errors and its uptime while at a hub.',
  fields: (t) => ({
    machineId: t.exposeInt('machineId'),
    machineNo: t.exposeString('machineNo'),
    hubName: t.exposeString('hubName', { nullable: true, description: 'The hub it stands at now.' }),
    cups: t.exposeInt('cups'),
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
    startDate: t.field({ type: 'Date', resolve: (row) => row.startDate }),
    endDate: t.field({ type: 'Date', resolve: (row) => row.endDate }),
    granularity: t.field({ type: GranularityEnum, resolve: (row) => row.granularity }),
    totalCups: t.exposeInt('totalCups'),
    totalRevenue: t.float({ description: 'Rupiah.', resolve: (row) => row.totalRevenue }),
    totalErrors: t.exposeInt('totalErrors'),
    serviceSeconds: t.float({ resolve: (row) => row.serviceSeconds }),
    downtimeSeconds: t.float({ resolve: (row) => row.downtimeSeconds }),
    uptime: t.float({ nullable: true, description: 'The fleet’s share of time at hubs without an error, 0 to 1.', resolve: (row) => row.uptime }),
    machineCount: t.exposeInt('machineCount', { description: 'Machines that sold or stood at a hub in the period.' }),
    series: t.field({ type: [PointRef], resolve: (row) => row.series }),
    byHub: t.field({ type: [HubShareRef], resolve: (row) => row.byHub }),
    byProduct: t.field({ type: [ProductShareRef], resolve: (row) => row.byProduct }),
    byPaymentMethod: t.field({ type: [MethodShareRef], resolve: (row) => row.byPaymentMethod }),
    bestByCups: t.field({ type: [MachineRef], resolve: (row) => row.bestByCups }),
    worstByCups: t.field({ type: [MachineRef], resolve: (row) => row.worstByCups }),
    bestByRevenue: t.field({ type: [MachineRef], resolve: (row) => row.bestByRevenue }),
    worstByRevenue: t.field({ type: [MachineRef], resolve: (row) => row.worstByRevenue }),
    mostDowntime: t.field({ type: [MachineRef], description: 'The machines with the most time in error, then the most errors.', resolve: (row) => row.mostDowntime }),
  }),
});

builder.queryField('machineAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'Machine analytics for the days from startDate to endDate (Jakarta, at most two years), optionally at one hub; only the machines and payment methods the caller is mapped to.',
    args: {
      startDate: t.arg({ type: 'Date', required: true }),
      endDate: t.arg({ type: 'Date', required: true }),
      hubId: t.arg.int(),
    },
    authScopes: { authority: 'VIEW_ANALYTICS_MACHINE' },
    resolve: (_root, args, context) => machineAnalytics(context, args.startDate, args.endDate, args.hubId),
  }),
);
