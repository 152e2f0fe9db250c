import { describe, expect, it } from 'vitest';
import { ageOf, columnOf, mergeOrder, PREPARATION_MINUTES, type LiveOrderCard } from './live-board';

const now = new Date('2026-11-27T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const order = (fields: Partial<LiveOrderCard>): LiveOrderCard =>
  ({ id: 1, version: 2, state: 'PAID', scheduleType: 'NOW', paidTime: minutesAgo(1), createdTime: minutesAgo(2), pickUpTime: null, acceptedTime: null, deliveryDetail: null, ...fields }) as LiveOrderCard;

describe('the live board', () => {
  it('shows a scheduled order only from its pick-up time less the preparation time', () => {
    const pickUpIn = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    expect(columnOf(order({ scheduleType: 'SCHEDULED', pickUpTime: pickUpIn(PREPARATION_MINUTES + 1) }), now)).toBe('scheduled');
    expect(columnOf(order({ scheduleType: 'SCHEDULED', pickUpTime: pickUpIn(PREPARATION_MINUTES - 1) }), now)).toBe('new');
  });

  it('shows an order paid for now as new at once, even paid a moment ahead of the screen’s clock', () => {
    const ahead = new Date(now.getTime() + 20_000).toISOString();
    expect(columnOf(order({ paidTime: ahead, createdTime: ahead }), now)).toBe('new');
    expect(ageOf(order({ paidTime: ahead }), now)).toMatchObject({ minutes: 0, level: 'ok' });
  });

  it('puts accepted orders in the making until a courier picks them up', () => {
    expect(columnOf(order({ state: 'ACK' }), now)).toBe('making');
    expect(columnOf(order({ state: 'ACK', deliveryDetail: { courierVendor: 'GO_SEND', status: 'picked', driverName: null, cancellationReason: null } }), now)).toBe('delivery');
    expect(columnOf(order({ state: 'COMPLETED' }), now)).toBeNull();
    // Made and picked up: out for delivery until delivered.
    expect(columnOf(order({ state: 'COMPLETED', deliveryDetail: { courierVendor: 'JUMPSTART', status: 'out_for_delivery', driverName: 'Joko', cancellationReason: null } }), now)).toBe('delivery');
    expect(columnOf(order({ state: 'COMPLETED', deliveryDetail: { courierVendor: 'JUMPSTART', status: 'delivered', driverName: 'Joko', cancellationReason: null } }), now)).toBeNull();
  });

  it('says how long an order has waited, yellow from 5 minutes and red from 10', () => {
    expect(ageOf(order({ paidTime: minutesAgo(4) }), now)).toMatchObject({ level: 'ok' });
    expect(ageOf(order({ paidTime: minutesAgo(5) }), now)).toMatchObject({ level: 'yellow' });
    expect(ageOf(order({ paidTime: minutesAgo(12) }), now)).toMatchObject({ level: 'red', minutes: 12 });
  });

  it('keeps the latest version of an order and drops one that left the open states', () => {
    const paid = mergeOrder(new Map(), order({ version: 2 }));
    expect(mergeOrder(paid, order({ version: 1, state: 'ACK' })).get(1)?.state).toBe('PAID');
    expect(mergeOrder(paid, order({ version: 3, state: 'ACK' })).get(1)?.state).toBe('ACK');
    expect(mergeOrder(paid, order({ version: 4, state: 'COMPLETED' })).has(1)).toBe(false);
    const onItsWay = order({ version: 5, state: 'COMPLETED', deliveryDetail: { courierVendor: 'GO_SEND', status: 'picked', driverName: 'Budi', cancellationReason: null } });
    expect(mergeOrder(paid, onItsWay).has(1)).toBe(true);
  });
});
