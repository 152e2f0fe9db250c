import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** The catalogue of error codes machines report: what each means and how urgent it is. */
export const machineErrors = defineResource({
  path: '/machine-error',
  title: 'Machine Error',
  authority: 'MACHINE_ERROR',
  navigation: { group: 'machine', label: 'Machine Errors' },
  pages: pagesOf(() => import('./machine-errors').then((module) => module.machineErrorPages), { detail: true }),
});

/** How each machine takes payments through its payment partner. */
export const machinePayments = defineResource({
  path: '/machine-payment',
  title: 'Machine Payment',
  authority: 'MACHINE_PAYMENT',
  navigation: { group: 'machine', label: 'Machine Payments' },
  pages: pagesOf(() => import('./machine-payments').then((module) => module.machinePaymentPages), { detail: true }),
});

/** The QR codes machines show for each payment provider. */
export const machineQrs = defineResource({
  path: '/machine-qr',
  title: 'Machine QR',
  authority: 'MACHINE_QR',
  navigation: { group: 'machine', label: 'Machine QR' },
  pages: pagesOf(() => import('./machine-qrs').then((module) => module.machineQrPages)),
});

export const machineSettingsRoutes: PageRoute[] = [...machineErrors.routes, ...machinePayments.routes, ...machineQrs.routes];
