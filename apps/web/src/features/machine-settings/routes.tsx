import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { machineErrors, machinePayments, machineQrs } from './links';

const machineErrorsRoutes = resourceRoutes(machineErrors, {
  navigation: { group: 'machine', label: 'Machine Errors' },
  pages: pagesOf(() => import('./machine-errors').then((module) => module.machineErrorPages), { detail: true }),
});

const machinePaymentsRoutes = resourceRoutes(machinePayments, {
  navigation: { group: 'machine', label: 'Machine Payments' },
  pages: pagesOf(() => import('./machine-payments').then((module) => module.machinePaymentPages), { detail: true }),
});

const machineQrsRoutes = resourceRoutes(machineQrs, {
  navigation: { group: 'machine', label: 'Machine QR' },
  pages: pagesOf(() => import('./machine-qrs').then((module) => module.machineQrPages)),
});

export const machineSettingsRoutes: PageRoute[] = [...machineErrorsRoutes, ...machinePaymentsRoutes, ...machineQrsRoutes];
