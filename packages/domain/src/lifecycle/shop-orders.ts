
/*
 * A shop order's life (spec point 4). An order placed in the ordering app or at the counter waits for
 * its payment (WAITING_FOR_PAYMENT); a cash order at the counter is paid when it is placed. Unpaid
 * past the configured pending time it EXPIRES. A paid order is acknowledged by a barista (ACK), who
 * later finishes it (COMPLETED). A paid order nobody acknowledged before the outlet closed, or that
 * could not be made, is MISSED. COMPLETED, EXPIRED and MISSED are final.
 *
 * Everything that moves an order (the payment callback, a barista's tap, the expiry job) can arrive
 * twice, late or at the same moment as another move: each move is a conditional update from the
 * states this table allows, and a move to the state the order is already in changes nothing.
 */

export const SHOP_ORDER_STATES = ['WAITING_FOR_PAYMENT', 'PAID', 'ACK', 'COMPLETED', 'EXPIRED', 'MISSED'] as const;
export type ShopOrderState = (typeof SHOP_ORDER_STATES)[number];

/** What moves an order. */
export const SHOP_ORDER_MOVES = ['pay', 'expire', 'acknowledge', 'finish', 'miss'] as const;
export type ShopOrderMove = (typeof SHOP_ORDER_MOVES)[number];

export const shopOrderStateLabels = {
  WAITING_FOR_PAYMENT: 'Waiting for payment',
  PAID: 'Paid',
  ACK: 'Accepted',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
  MISSED: 'Missed',
} satisfies Record<ShopOrderState, string>;

/** Each move: the states it starts from and the state it reaches. */
export const SHOP_ORDER_MOVE_RULES: Record<ShopOrderMove, { from: readonly ShopOrderState[]; to: ShopOrderState }> = {
  pay: { from: ['WAITING_FOR_PAYMENT'], to: 'PAID' },
  expire: { from: ['WAITING_FOR_PAYMENT'], to: 'EXPIRED' },
  acknowledge: { from: ['PAID'], to: 'ACK' },
  finish: { from: ['ACK'], to: 'COMPLETED' },
  miss: { from: ['PAID', 'ACK'], to: 'MISSED' },
};

export const FINAL_SHOP_ORDER_STATES: readonly ShopOrderState[] = ['COMPLETED', 'EXPIRED', 'MISSED'];

export const SHOP_ORDER_MESSAGES = {
  notWaiting: (state: ShopOrderState) => `Only an order waiting for payment can be paid or expire; this one is ${shopOrderStateLabels[state].toLowerCase()}.`,
  notPaid: (state: ShopOrderState) => `Only a paid order can be accepted; this one is ${shopOrderStateLabels[state].toLowerCase()}.`,
  notAccepted: (state: ShopOrderState) => `Only an accepted order can be finished; this one is ${shopOrderStateLabels[state].toLowerCase()}.`,
  closed: (state: ShopOrderState) => `This order is ${shopOrderStateLabels[state].toLowerCase()}; it can no longer change.`,
  changedMeanwhile: 'Someone else changed this order at the same moment. Reload it to see its state.',
} as const;

export type ShopOrderMoveResult = { ok: true; to: ShopOrderState; changed: boolean } | { ok: false; message: string };

/**
 * Whether the move is allowed from the state. Repeating a move whose result the order already has is
 * allowed and changes nothing (a payment notification that arrives twice); anything else is refused
 * with the reason in words.
 */
export function moveShopOrder(from: ShopOrderState, move: ShopOrderMove): ShopOrderMoveResult {
  const rule = SHOP_ORDER_MOVE_RULES[move];
  if (rule.from.includes(from)) return { ok: true, to: rule.to, changed: true };
  if (from === rule.to) return { ok: true, to: from, changed: false };
  if (FINAL_SHOP_ORDER_STATES.includes(from)) return { ok: false, message: SHOP_ORDER_MESSAGES.closed(from) };
  switch (move) {
    case 'pay':
    case 'expire':
      return { ok: false, message: SHOP_ORDER_MESSAGES.notWaiting(from) };
    case 'acknowledge':
      return { ok: false, message: SHOP_ORDER_MESSAGES.notPaid(from) };
    case 'finish':
      return { ok: false, message: SHOP_ORDER_MESSAGES.notAccepted(from) };
    case 'miss':
      return { ok: false, message: SHOP_ORDER_MESSAGES.notPaid(from) };
  }
}

/** The states an order can reach from this one, itself excluded. */
export function reachableShopOrderStates(from: ShopOrderState): ShopOrderState[] {
  return SHOP_ORDER_MOVES.filter((move) => SHOP_ORDER_MOVE_RULES[move].from.includes(from)).map((move) => SHOP_ORDER_MOVE_RULES[move].to);
}

/* ---------- deliveries (spec point 4) ---------- */

/** The courier vendor's statuses, in the order a delivery goes through them; cancelled and no_driver end an attempt. */
export const DELIVERY_STATUSES = ['confirmed', 'allocated', 'out_for_pickup', 'picked', 'out_for_delivery', 'delivered', 'cancelled', 'no_driver'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const COURIER_STATUS_UPDATE_TYPES = ['CREATED', 'SYSTEM_CANCELLED', 'DRIVER_NOT_FOUND', 'DRIVER_FOUND', 'PICKED_UP', 'COMPLETED'] as const;
export type CourierStatusUpdateType = (typeof COURIER_STATUS_UPDATE_TYPES)[number];

export const COURIER_VENDORS = ['GO_SEND', 'JUMPSTART'] as const;
export type CourierVendor = (typeof COURIER_VENDORS)[number];

export const deliveryStatusLabels = {
  confirmed: 'Confirmed',
  allocated: 'Driver allocated',
  out_for_pickup: 'On the way to pick up',
  picked: 'Picked up',
  out_for_delivery: 'On the way to the customer',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  no_driver: 'No driver found',
} satisfies Record<DeliveryStatus, string>;

export const courierStatusUpdateTypeLabels = {
  CREATED: 'Created',
  SYSTEM_CANCELLED: 'Cancelled by the system',
  DRIVER_NOT_FOUND: 'Driver not found',
  DRIVER_FOUND: 'Driver found',
  PICKED_UP: 'Picked up',
  COMPLETED: 'Completed',
} satisfies Record<CourierStatusUpdateType, string>;

export const courierVendorLabels = { GO_SEND: 'GoSend', JUMPSTART: 'Jumpstart' } satisfies Record<CourierVendor, string>;

/** How far along a delivery attempt each status is; an attempt only moves forward. Ending statuses rank last. */
export const DELIVERY_STATUS_RANK: Record<DeliveryStatus, number> = {
  confirmed: 1,
  allocated: 2,
  out_for_pickup: 3,
  picked: 4,
  out_for_delivery: 5,
  delivered: 6,
  cancelled: 6,
  no_driver: 6,
};

/** Whether a delivery at `current` may move to `next`: forward only, and nothing after an ending status. */
export function canMoveDelivery(current: DeliveryStatus | null, next: DeliveryStatus): boolean {
  if (current === null) return true;
  return DELIVERY_STATUS_RANK[next] > DELIVERY_STATUS_RANK[current];
}

/* ---------- a delivery and the kitchen ---------- */

/**
 * The statuses at which the driver has the order in hand. A driver takes an order only once it is made:
 * a delivery reaches these only when the outlet has finished the order (COMPLETED: made and handed
 * over to the courier). Delivered is the last of them: the order was completed before it left.
 */
export const HANDED_OVER_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['picked', 'out_for_delivery', 'delivered'];

/** The statuses of a delivery on its way to the customer: picked up and not yet delivered. */
export const ON_THE_WAY_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['picked', 'out_for_delivery'];

/** Whether the order is ready to leave the outlet: made and handed over (finished). */
export const isReadyForPickUp = (state: ShopOrderState): boolean => state === 'COMPLETED';

/**
 * Whether a delivery may reach `next` now, the order being in `state`: forward only (canMoveDelivery),
 * and never into the driver's hands before the order is made. An update that may not move it yet is
 * kept and moves it once the order is ready (see `heldDeliveryStatus`).
 */
export function deliveryMayReach(state: ShopOrderState, current: DeliveryStatus | null, next: DeliveryStatus): boolean {
  if (!canMoveDelivery(current, next)) return false;
  return !HANDED_OVER_DELIVERY_STATUSES.includes(next) || isReadyForPickUp(state);
}

/**
 * Of the statuses a delivery was told while the order was not ready, the one it moves to once the order
 * is ready: the furthest along, if it is still ahead of where the delivery stands; else null.
 */
export function heldDeliveryStatus(current: DeliveryStatus | null, told: readonly DeliveryStatus[]): DeliveryStatus | null {
  const ahead = told.filter((status) => HANDED_OVER_DELIVERY_STATUSES.includes(status) && canMoveDelivery(current, status));
  if (ahead.length === 0) return null;
  return ahead.reduce((furthest, status) => (DELIVERY_STATUS_RANK[status] > DELIVERY_STATUS_RANK[furthest] ? status : furthest));
}

/** Whether an order stands in the live screen's "Out for delivery": picked up and not yet delivered. */
export const isOutForDelivery = (deliveryStatus: string | null | undefined): boolean =>
  deliveryStatus !== null && deliveryStatus !== undefined && (ON_THE_WAY_DELIVERY_STATUSES as readonly string[]).includes(deliveryStatus);

/** Orders that count as the customer's orders (their number, spend and items bought): paid ones, whether still being made or done. */
export const COUNTED_ORDER_STATES = ['PAID', 'ACK', 'COMPLETED'] as const;
