import i18next from 'i18next';

/**
 * The customer as the console shows an order's: the first name given (the name the order was placed
 * under, then the registered customer's), and one word, "Guest", for an order without a name: a
 * walk-in at the counter or an app order without an account.
 */
export function customerLabel(...names: (string | null | undefined)[]): string {
  const named = names.find((name) => name && name.trim() !== '');
  return named?.trim() ?? i18next.t('common.guest');
}
