import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VENDING_PAYMENT_METHODS } from '../enums';
import {
  ORDER_STATES,
  ORDER_TRANSITIONS,
  addOrderEvent,
  canMoveOrder,
  foldOrderEvents,
  NO_ORDER_FACTS,
  type OrderEvent,
} from './vending-orders';

const ORDER_NO = 'JB-1-000042';
const start = Date.parse('2026-11-24T07:00:00Z');

/** Any event of one order, at any of a few moments (so that ties happen). */
const anEvent: fc.Arbitrary<OrderEvent> = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...VENDING_PAYMENT_METHODS), fc.integer({ min: 0, max: 50_000 }), fc.string({ maxLength: 8 }))
  .map(([second, kind, method, price, text]): OrderEvent => {
    const at = new Date(start + second * 1000);
    switch (kind) {
      case 0:
        return { type: 'order.created', at, payload: { orderNo: ORDER_NO, productId: 1 + (price % 3), price, corporateDiscount: 0, subsidy: 0, salesType: 'REGULAR' } };
      case 1:
        return { type: 'order.paid', at, payload: { orderNo: ORDER_NO, paymentMethod: method, paymentReferenceId: text || null, paymentProvider: null } };
      case 2:
        return { type: 'order.product_done', at, payload: { orderNo: ORDER_NO } };
      case 3:
        return { type: 'order.failed', at, payload: { orderNo: ORDER_NO, reason: `failed ${text}` } };
      default:
        return { type: 'order.refunded', at, payload: { orderNo: ORDER_NO, reason: text || null, paymentReferenceId: null } };
    }
  });

const someEvents = fc.array(anEvent, { maxLength: 12 });

describe('a vending order as the sum of its events', () => {
  it('is the same whatever order the events arrive in', () => {
    fc.assert(
      fc.property(
        someEvents.chain((events) => fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }))),
        ([events, shuffled]) => {
          expect(foldOrderEvents(shuffled)).toEqual(foldOrderEvents(events));
        },
      ),
    );
  });

  it('is unchanged by an event sent again', () => {
    fc.assert(
      fc.property(someEvents, fc.nat(), (events, pick) => {
        fc.pre(events.length > 0);
        const again = events[pick % events.length]!;
        expect(foldOrderEvents([...events, again])).toEqual(foldOrderEvents(events));
      }),
    );
  });

  it('only ever moves to a later state as more events become known, one at a time or all at once', () => {
    fc.assert(
      fc.property(someEvents, someEvents, (known, later) => {
        const before = foldOrderEvents(known).state;
        const after = foldOrderEvents([...known, ...later]).state;
        expect(canMoveOrder(before, after)).toBe(true);
        let facts = NO_ORDER_FACTS;
        for (const event of known) {
          const next = addOrderEvent(facts, event);
          expect(canMoveOrder(facts.state, next.state)).toBe(true);
          facts = next;
        }
      }),
    );
  });

  it('never moves back: no state is reachable from a later one', () => {
    ORDER_STATES.forEach((from, index) => {
      for (const to of ORDER_TRANSITIONS[from]) expect(ORDER_STATES.indexOf(to)).toBeGreaterThan(index);
    });
  });

  it('takes the state of the latest stage reached, and the duration from created to product done', () => {
    const at = (second: number) => new Date(start + second * 1000);
    const created: OrderEvent = { type: 'order.created', at: at(0), payload: { orderNo: ORDER_NO, productId: 3, price: 18_000, originalPrice: 20_000, corporateDiscount: 2_000, subsidy: 0, salesType: 'CORPORATE' } };
    const paid: OrderEvent = { type: 'order.paid', at: at(5), payload: { orderNo: ORDER_NO, paymentMethod: 'GOPAY', paymentReferenceId: 'GP-77', paymentProvider: 'gopay' } };
    const done: OrderEvent = { type: 'order.product_done', at: at(65), payload: { orderNo: ORDER_NO } };
    const refunded: OrderEvent = { type: 'order.refunded', at: at(90), payload: { orderNo: ORDER_NO, reason: 'Cup fell', paymentReferenceId: null } };

    expect(foldOrderEvents([created]).state).toBe('CREATED');
    expect(foldOrderEvents([paid, created])).toMatchObject({ state: 'PAID', paymentMethod: 'GOPAY', price: 18_000, originalPrice: 20_000, duration: null });
    expect(foldOrderEvents([done, paid, created])).toMatchObject({ state: 'COMPLETED', duration: 65, paidTime: at(5) });
    expect(foldOrderEvents([refunded, done, created])).toMatchObject({ state: 'REFUNDED', remark: 'Cup fell' });
  });

  it('keeps the paid event’s payment method over the created event’s first guess', () => {
    const created: OrderEvent = { type: 'order.created', at: new Date(start), payload: { orderNo: ORDER_NO, productId: 1, price: 10_000, corporateDiscount: 0, subsidy: 0, salesType: 'REGULAR', paymentMethod: 'CASH' } };
    const paid: OrderEvent = { type: 'order.paid', at: new Date(start + 1000), payload: { orderNo: ORDER_NO, paymentMethod: 'DANA', paymentReferenceId: null, paymentProvider: null } };
    expect(foldOrderEvents([created]).paymentMethod).toBe('CASH');
    expect(foldOrderEvents([created, paid]).paymentMethod).toBe('DANA');
    expect(foldOrderEvents([paid, created]).paymentMethod).toBe('DANA');
  });
});
