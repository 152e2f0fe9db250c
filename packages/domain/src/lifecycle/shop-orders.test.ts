import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_RANK,
  FINAL_SHOP_ORDER_STATES,
  HANDED_OVER_DELIVERY_STATUSES,
  SHOP_ORDER_MOVES,
  SHOP_ORDER_STATES,
  deliveryMayReach,
  heldDeliveryStatus,
  moveShopOrder,
  reachableShopOrderStates,
  type DeliveryStatus,
  type ShopOrderMove,
  type ShopOrderState,
} from './shop-orders';

/** The spec's states, written out once more by hand: state and move to the next state. */
const TABLE: Record<ShopOrderState, Partial<Record<ShopOrderMove, ShopOrderState>>> = {
  WAITING_FOR_PAYMENT: { pay: 'PAID', expire: 'EXPIRED' },
  PAID: { acknowledge: 'ACK', miss: 'MISSED' },
  ACK: { finish: 'COMPLETED', miss: 'MISSED' },
  COMPLETED: {},
  EXPIRED: {},
  MISSED: {},
};

const aState = fc.constantFrom(...SHOP_ORDER_STATES);
const aMove = fc.constantFrom(...SHOP_ORDER_MOVES);

/** Runs the moves in turn from the state; refused moves change nothing. */
function run(start: ShopOrderState, moves: readonly ShopOrderMove[]) {
  let state = start;
  const visited = [state];
  for (const move of moves) {
    const outcome = moveShopOrder(state, move);
    if (outcome.ok) state = outcome.to;
    visited.push(state);
  }
  return { state, visited };
}

describe('a shop order’s life', () => {
  it('follows the table for every state and move, repeats of a reached result aside', () => {
    for (const state of SHOP_ORDER_STATES)
      for (const move of SHOP_ORDER_MOVES) {
        const outcome = moveShopOrder(state, move);
        const expected = TABLE[state][move];
        if (expected) expect(outcome).toEqual({ ok: true, to: expected, changed: true });
        else if (Object.values(TABLE).some((moves) => moves[move] === state)) expect(outcome).toEqual({ ok: true, to: state, changed: false });
        else expect(outcome.ok).toBe(false);
      }
  });

  it('never leaves a final state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL_SHOP_ORDER_STATES), fc.array(aMove, { maxLength: 20 }), (start, moves) => {
        expect(run(start, moves).state).toBe(start);
      }),
    );
  });

  it('replaying a move that was accepted changes nothing', () => {
    fc.assert(
      fc.property(aState, aMove, (state, move) => {
        const first = moveShopOrder(state, move);
        fc.pre(first.ok);
        if (!first.ok) return;
        expect(moveShopOrder(first.to, move)).toEqual({ ok: true, to: first.to, changed: false });
      }),
    );
  });

  it('refuses with words, never a code', () => {
    fc.assert(
      fc.property(aState, aMove, (state, move) => {
        const outcome = moveShopOrder(state, move);
        if (!outcome.ok) {
          expect(outcome.message).toMatch(/^[A-Z][^_]*\.$/);
          expect(outcome.message).not.toMatch(/WAITING_FOR_PAYMENT|\bACK\b|EXPIRED|MISSED/);
        }
      }),
    );
  });

  it('only moves forward: no sequence of moves comes back to a state it left', () => {
    fc.assert(
      fc.property(aState, fc.array(aMove, { maxLength: 30 }), (start, moves) => {
        const { visited } = run(start, moves);
        const left = new Set<ShopOrderState>();
        for (let index = 1; index < visited.length; index += 1) {
          if (visited[index] !== visited[index - 1]) left.add(visited[index - 1]!);
          expect(left.has(visited[index]!)).toBe(false);
        }
      }),
    );
  });

  it('reaches every state from WAITING_FOR_PAYMENT, and ends in a final state within three moves', () => {
    const reached = new Set<ShopOrderState>(['WAITING_FOR_PAYMENT']);
    const queue: ShopOrderState[] = ['WAITING_FOR_PAYMENT'];
    while (queue.length > 0) {
      for (const next of reachableShopOrderStates(queue.shift()!)) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    expect([...reached].sort()).toEqual([...SHOP_ORDER_STATES].sort());
    fc.assert(
      fc.property(fc.array(aMove, { minLength: 40, maxLength: 60 }), (moves) => {
        // Whatever arrives, an order never takes more than three changes.
        const { visited } = run('WAITING_FOR_PAYMENT', moves);
        const changes = visited.filter((state, index) => index > 0 && state !== visited[index - 1]).length;
        expect(changes).toBeLessThanOrEqual(3);
      }),
    );
    for (const state of FINAL_SHOP_ORDER_STATES) expect(reachableShopOrderStates(state)).toEqual([]);
  });

  it('agrees with the list of reachable states', () => {
    fc.assert(
      fc.property(aState, aMove, (state, move) => {
        const outcome = moveShopOrder(state, move);
        if (outcome.ok && outcome.changed) expect(reachableShopOrderStates(state)).toContain(outcome.to);
      }),
    );
  });
});

describe('a delivery and the kitchen', () => {
  /** The vendor's statuses and the order's moves, arriving in any order; held statuses apply once the order is ready. */
  const anArrival = fc.oneof(fc.record({ move: aMove }), fc.record({ status: fc.constantFrom(...DELIVERY_STATUSES) }));

  function follow(arrivals: readonly ({ move: ShopOrderMove } | { status: DeliveryStatus })[]) {
    let state: ShopOrderState = 'WAITING_FOR_PAYMENT';
    let delivery: DeliveryStatus | null = null;
    const told: DeliveryStatus[] = [];
    const seen: { state: ShopOrderState; delivery: DeliveryStatus | null }[] = [];
    for (const arrival of arrivals) {
      if ('status' in arrival) {
        told.push(arrival.status);
        if (deliveryMayReach(state, delivery, arrival.status)) delivery = arrival.status;
      } else {
        const outcome = moveShopOrder(state, arrival.move);
        if (outcome.ok && outcome.changed) {
          state = outcome.to;
          if (state === 'COMPLETED') delivery = heldDeliveryStatus(delivery, told) ?? delivery;
        }
      }
      seen.push({ state, delivery });
    }
    return { state, delivery, told, seen };
  }

  it('never puts an order in the driver’s hands before it is made', () => {
    fc.assert(
      fc.property(fc.array(anArrival, { maxLength: 40 }), (arrivals) => {
        for (const { state, delivery } of follow(arrivals).seen) {
          if (delivery !== null && HANDED_OVER_DELIVERY_STATUSES.includes(delivery)) expect(state).toBe('COMPLETED');
        }
      }),
    );
  });

  it('once the order is made, stands where the furthest status it was told puts it, however early that came', () => {
    const aStatus = fc.constantFrom(...DELIVERY_STATUSES.filter((status) => status !== 'cancelled' && status !== 'no_driver'));
    fc.assert(
      fc.property(fc.array(aStatus, { minLength: 1, maxLength: 12 }), fc.array(fc.nat({ max: 12 }), { minLength: 3, maxLength: 3 }), (statuses, places) => {
        // The order is paid, accepted and finished somewhere among the vendor's statuses.
        const arrivals: ({ move: ShopOrderMove } | { status: DeliveryStatus })[] = statuses.map((status) => ({ status }));
        const moves: ShopOrderMove[] = ['pay', 'acknowledge', 'finish'];
        [...places].sort((a, b) => a - b).forEach((place, index) => arrivals.splice(Math.min(place, arrivals.length) + index, 0, { move: moves[index]! }));
        const { state, delivery } = follow(arrivals);
        expect(state).toBe('COMPLETED');
        const furthest = Math.max(...statuses.map((status) => DELIVERY_STATUS_RANK[status]));
        expect(delivery === null ? 0 : DELIVERY_STATUS_RANK[delivery]).toBe(furthest);
      }),
    );
  });

  it('lets a delivery find its driver before the order is made', () => {
    expect(deliveryMayReach('PAID', null, 'allocated')).toBe(true);
    expect(deliveryMayReach('ACK', 'allocated', 'out_for_pickup')).toBe(true);
    expect(deliveryMayReach('ACK', 'out_for_pickup', 'picked')).toBe(false);
    expect(deliveryMayReach('COMPLETED', 'out_for_pickup', 'picked')).toBe(true);
    expect(heldDeliveryStatus('out_for_pickup', ['picked', 'delivered', 'out_for_delivery'])).toBe('delivered');
    expect(heldDeliveryStatus('delivered', ['picked'])).toBeNull();
  });
});
