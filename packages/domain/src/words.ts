import { VENDING_PAYMENT_METHODS, vendingPaymentMethodLabels } from './enums';

/*
 * The words the console shows for what machines and the gateway record as codes: instructions,
 * machine history types and statuses, order events and payment providers. The codes stay in the
 * data and the API; people read these.
 */

/** What each instruction makes the machine do, by its code (`reboot`, `REBOOT`). */
export const INSTRUCTION_WORDS: Record<string, { label: string; text: string }> = {
  reboot: { label: 'Restart', text: 'The machine restarts; a sale in progress is finished first.' },
  opendoor: { label: 'Open the door', text: 'The machine unlocks its door.' },
  upgrade: { label: 'Update the software', text: 'The machine installs its newest software.' },
  rinsing: { label: 'Rinse', text: 'The machine rinses its brewing unit.' },
  priceset: { label: 'Reload prices', text: 'The machine reloads its prices.' },
  discount: { label: 'Reload discounts', text: 'The machine reloads its discounts.' },
  noinstruction: { label: 'No instruction', text: 'Nothing is sent: the instruction still waiting is withdrawn.' },
};

/** An instruction in words: `reboot` → `Restart`; an unknown code as it is. */
export const instructionLabel = (command: string): string => INSTRUCTION_WORDS[command.toLowerCase()]?.label ?? command;

/** The kinds of entry in a machine's history, in words. */
export const MACHINE_HISTORY_TYPE_WORDS: Record<string, string> = {
  STATUS: 'Status',
  ERROR: 'Error',
  INSTRUCTION: 'Instruction',
  BOOT: 'First contact',
  CONNECTION: 'Connection',
  SOFTWARE: 'Software',
  STOCK: 'Stock',
};

/** A history entry's type in words: `STATUS` → `Status`, an unknown one capitalised (`DOOR_OPEN` → `Door open`). */
export const machineHistoryTypeLabel = (type: string): string => MACHINE_HISTORY_TYPE_WORDS[type.toUpperCase()] ?? sentenceCase(type);

/** A status code a machine reports, in words: `IDLE` → `Idle`, `BREWING` → `Brewing`, `out_of_order` → `Out of order`. */
export const machineStatusLabel = (status: string): string => sentenceCase(status);

/**
 * A machine history message with its codes in words: "Status IDLE: …" reads "Status: Idle: …",
 * "Instruction reboot fetched by the machine" reads "Restart: fetched by the machine". Other messages
 * are already words and stay as they are.
 */
export function machineHistoryMessage(type: string, message: string): string {
  if (type.toUpperCase() === 'STATUS') {
    const status = /^Status ([^\s:(]+)(.*)$/s.exec(message);
    if (status) return `Status: ${machineStatusLabel(status[1]!)}${status[2]}`;
  }
  if (type.toUpperCase() === 'INSTRUCTION') {
    const instruction = /^Instruction (\w+) (.*)$/s.exec(message);
    if (instruction && INSTRUCTION_WORDS[instruction[1]!.toLowerCase()]) return `${instructionLabel(instruction[1]!)}: ${instruction[2]}`;
  }
  return message;
}

/** What each event a machine sends about an order means. */
export const ORDER_EVENT_WORDS: Record<string, string> = {
  'order.created': 'Order placed',
  'order.paid': 'Paid',
  'order.product_done': 'Drink made',
  'order.failed': 'Failed',
  'order.refunded': 'Refunded',
};

/** An order event in words: `order.product_done` → `Drink made`. */
export const orderEventLabel = (event: string): string => ORDER_EVENT_WORDS[event] ?? event;

/** A payment provider in words, whatever its case: `gopay` → `GoPay`, `shopee_pay` → `ShopeePay`; an unknown one capitalised. */
export const paymentProviderLabel = (provider: string | null | undefined): string => {
  if (!provider) return '';
  const method = VENDING_PAYMENT_METHODS.find((code) => squeeze(code) === squeeze(provider));
  return method ? vendingPaymentMethodLabels[method] : sentenceCase(provider);
};

/** A code without case or separators: `shopee_pay`, `ShopeePay` and `shopeepay` are one. */
const squeeze = (code: string) => code.replace(/[^a-z0-9]/gi, '').toLowerCase();

/**
 * Repeated entries in a row, one after the other, as one entry with a count: the latest of them
 * (the list is newest first) with `count` and the time of the `first`. `same` says which repeat.
 */
export function foldRepeats<Row>(rows: readonly Row[], same: (a: Row, b: Row) => boolean): { row: Row; count: number; first: Row }[] {
  const folded: { row: Row; count: number; first: Row }[] = [];
  for (const row of rows) {
    const last = folded.at(-1);
    if (last && same(last.row, row)) {
      last.count += 1;
      last.first = row;
    } else folded.push({ row, count: 1, first: row });
  }
  return folded;
}

function sentenceCase(code: string): string {
  const words = code.replace(/[_.-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
