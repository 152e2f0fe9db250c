import { z } from 'zod';
import { VENDING_PAYMENT_METHODS } from '../enums';
import { id, optionalText, requiredText } from '../validation/common';
import { MESSAGES } from '../validation/messages';

/*
 * A vending order: one cup a machine sells. The machine reports what happens to it as events through
 * the gateway (docs/machine-gateway.md); they may arrive twice, late or out of order. The order is
 * therefore not a sequence of commands but the sum of what is known of it: each event adds facts, and
 * the state follows from the facts. Adding facts never loses one, and the same facts in any order give
 * the same order, so a replayed or late event cannot move an order backwards.
 */

/** From first to last: an order only ever moves to a later state. */
export const ORDER_STATES = ['CREATED', 'PAID', 'FAILED', 'COMPLETED', 'REFUNDED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const orderStateLabels = { CREATED: 'Created', PAID: 'Paid', FAILED: 'Failed', COMPLETED: 'Completed', REFUNDED: 'Refunded' } satisfies Record<OrderState, string>;

/**
 * The moves an order may make as its facts arrive. Late events explain the jumps: a machine that was
 * offline may deliver "product done" before "paid", so CREATED → COMPLETED is allowed; a drink made
 * after a reported failure (the machine retried) turns FAILED into COMPLETED. Nothing moves back.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  CREATED: ['PAID', 'FAILED', 'COMPLETED', 'REFUNDED'],
  PAID: ['FAILED', 'COMPLETED', 'REFUNDED'],
  FAILED: ['COMPLETED', 'REFUNDED'],
  COMPLETED: ['REFUNDED'],
  REFUNDED: [],
};

export const canMoveOrder = (from: OrderState, to: OrderState) => from === to || ORDER_TRANSITIONS[from].includes(to);

/** The order event types the gateway takes. */
export const ORDER_EVENT_TYPES = ['order.created', 'order.paid', 'order.product_done', 'order.failed', 'order.refunded'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const SALES_TYPES = ['REGULAR', 'CORPORATE', 'PROMO', 'TEST'] as const;
export type SalesType = (typeof SALES_TYPES)[number];
export const salesTypeLabels = { REGULAR: 'Regular', CORPORATE: 'Corporate', PROMO: 'Promo', TEST: 'Test' } satisfies Record<SalesType, string>;

const rupiah = z.number({ error: MESSAGES.invalidNumber }).int(MESSAGES.wholeNumber).min(0, 'An amount cannot be negative.').max(100_000_000, MESSAGES.invalidNumber);
/** The machine's own number of the order, unique on that machine. */
const orderNo = requiredText(64).pipe(z.string().regex(/^[A-Za-z0-9._:-]+$/, 'An order number is letters, digits, dots, colons, underscores or hyphens.'));
const paymentMethod = z.enum(VENDING_PAYMENT_METHODS, { error: `One of ${VENDING_PAYMENT_METHODS.join(', ')}.` });

export const ORDER_EVENT_PAYLOADS = {
  /** The customer chose a drink: what it is and what it costs. */
  'order.created': z.object({
    orderNo,
    productId: id,
    /** What the customer is charged. */
    price: rupiah,
    /** The menu price before any discount; the price when left out. */
    originalPrice: rupiah.optional(),
    corporateDiscount: rupiah.default(0),
    subsidy: rupiah.default(0),
    salesType: z.enum(SALES_TYPES, { error: `One of ${SALES_TYPES.join(', ')}.` }).default('REGULAR'),
    paymentMethod: paymentMethod.optional(),
    /** The slot (button) it was sold from, counted from 1. */
    slot: id.optional(),
  }),
  /** The payment went through. */
  'order.paid': z.object({
    orderNo,
    paymentMethod,
    paymentReferenceId: optionalText(100),
    paymentProvider: optionalText(50),
  }),
  /** The drink was made and taken. */
  'order.product_done': z.object({ orderNo }),
  /** The payment or the drink failed. */
  'order.failed': z.object({ orderNo, reason: requiredText(500) }),
  /** The money went back to the customer. */
  'order.refunded': z.object({ orderNo, reason: optionalText(500), paymentReferenceId: optionalText(100) }),
} as const;

export type OrderEvent = {
  [Type in OrderEventType]: { type: Type; at: Date; payload: z.output<(typeof ORDER_EVENT_PAYLOADS)[Type]> };
}[OrderEventType];

/** What is known of an order from its events so far. */
export interface OrderFacts {
  state: OrderState;
  productId: number | null;
  slot: number | null;
  price: number | null;
  originalPrice: number | null;
  corporateDiscount: number;
  subsidy: number;
  salesType: SalesType | null;
  paymentMethod: (typeof VENDING_PAYMENT_METHODS)[number] | null;
  paymentReferenceId: string | null;
  paymentProvider: string | null;
  createdTime: Date | null;
  paidTime: Date | null;
  productDoneTime: Date | null;
  failedTime: Date | null;
  refundedTime: Date | null;
  /** Why it failed or was refunded, as the machine said. */
  remark: string | null;
  /** Seconds from created to product done, once both are known. */
  duration: number | null;
}

export const NO_ORDER_FACTS: OrderFacts = {
  state: 'CREATED',
  productId: null,
  slot: null,
  price: null,
  originalPrice: null,
  corporateDiscount: 0,
  subsidy: 0,
  salesType: null,
  paymentMethod: null,
  paymentReferenceId: null,
  paymentProvider: null,
  createdTime: null,
  paidTime: null,
  productDoneTime: null,
  failedTime: null,
  refundedTime: null,
  remark: null,
  duration: null,
};

/** The state the facts give: the latest stage any of them reached. */
export function orderStateOf(facts: Pick<OrderFacts, 'paidTime' | 'productDoneTime' | 'failedTime' | 'refundedTime'>): OrderState {
  if (facts.refundedTime) return 'REFUNDED';
  if (facts.productDoneTime) return 'COMPLETED';
  if (facts.failedTime) return 'FAILED';
  if (facts.paidTime) return 'PAID';
  return 'CREATED';
}

/**
 * Adds one event's facts to what is known. The first event of each kind stands (a resent one
 * changes nothing); `foldOrderEvents` hands them over in time order, so the first is the earliest.
 */
export function addOrderEvent(facts: OrderFacts, event: OrderEvent): OrderFacts {
  const next = { ...facts };
  switch (event.type) {
    case 'order.created':
      if (facts.createdTime) return facts;
      Object.assign(next, {
        productId: event.payload.productId,
        slot: event.payload.slot ?? null,
        price: event.payload.price,
        originalPrice: event.payload.originalPrice ?? event.payload.price,
        corporateDiscount: event.payload.corporateDiscount,
        subsidy: event.payload.subsidy,
        salesType: event.payload.salesType,
        createdTime: event.at,
        // The method a paid event gave stands; the created event's is only a first guess.
        paymentMethod: facts.paidTime ? facts.paymentMethod : (event.payload.paymentMethod ?? null),
      });
      break;
    case 'order.paid':
      if (facts.paidTime) return facts;
      Object.assign(next, {
        paidTime: event.at,
        paymentMethod: event.payload.paymentMethod,
        paymentReferenceId: event.payload.paymentReferenceId,
        paymentProvider: event.payload.paymentProvider,
      });
      break;
    case 'order.product_done':
      if (facts.productDoneTime) return facts;
      next.productDoneTime = event.at;
      break;
    case 'order.failed':
      if (facts.failedTime) return facts;
      next.failedTime = event.at;
      next.remark = facts.remark ?? event.payload.reason;
      break;
    case 'order.refunded':
      if (facts.refundedTime) return facts;
      next.refundedTime = event.at;
      next.remark = event.payload.reason ?? facts.remark;
      if (event.payload.paymentReferenceId && !facts.paymentReferenceId) next.paymentReferenceId = event.payload.paymentReferenceId;
      break;
  }
  next.state = orderStateOf(next);
  next.duration = next.createdTime && next.productDoneTime ? Math.max(0, Math.round((next.productDoneTime.getTime() - next.createdTime.getTime()) / 1000)) : null;
  return next;
}

const KIND_ORDER = Object.fromEntries(ORDER_EVENT_TYPES.map((type, index) => [type, index])) as Record<OrderEventType, number>;

/** Time order, and a fixed order for events at the same moment, so that arrival order never matters. */
export function compareOrderEvents(a: OrderEvent, b: OrderEvent): number {
  return a.at.getTime() - b.at.getTime() || KIND_ORDER[a.type] - KIND_ORDER[b.type] || compareText(JSON.stringify(a.payload), JSON.stringify(b.payload));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order its events give, in whatever order they came and however often. */
export const foldOrderEvents = (events: readonly OrderEvent[]): OrderFacts => [...events].sort(compareOrderEvents).reduce(addOrderEvent, NO_ORDER_FACTS);
