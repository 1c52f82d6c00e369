// Order status codes seen by the app (SPEC §4) and the server's state machine (ARCHITECTURE §6).
export const OrderStatusCode = { Success: 1, Pending: -1, Fail: -2, Repeat: 10 } as const;
export type OrderStatusCode = (typeof OrderStatusCode)[keyof typeof OrderStatusCode];

export const orderStates = [
  'created',
  'pending',
  'paid',
  'delivered',
  'failed',
  'expired',
  'refunded',
] as const;
export type OrderState = (typeof orderStates)[number];
