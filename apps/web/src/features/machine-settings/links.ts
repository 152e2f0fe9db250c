import { defineResource } from '../../base/resource';

/** The catalogue of error codes machines report: what each means and how urgent it is. */
export const machineErrors = defineResource({
  path: '/machine-error',
  title: 'Machine Error',
  authority: 'MACHINE_ERROR',
  detailPage: true,
});

/** How each machine takes payments through its payment partner. */
export const machinePayments = defineResource({
  path: '/machine-payment',
  title: 'Machine Payment',
  authority: 'MACHINE_PAYMENT',
  detailPage: true,
});

/** The QR codes machines show for each payment provider. */
export const machineQrs = defineResource({
  path: '/machine-qr',
  title: 'Machine QR',
  authority: 'MACHINE_QR',
});
