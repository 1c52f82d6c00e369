import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/tables/payments.ts';

export type OrderRow = typeof orders.$inferSelect;

/** What the pay flow knows when it opens an order; the service adds number, status and times. */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  | 'billingNo'
  | 'status'
  | 'providerTxnId'
  | 'payUrl'
  | 'failReason'
  | 'deliveryError'
  | 'createdAt'
  | 'expiresAt'
  | 'paidAt'
  | 'deliveredAt'
  | 'updatedAt'
>;

/** A transaction handle: the same query builder as Db, bound to one connection. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who changed an order: written into order_events.source. */
// make-good: a paid order the game never acknowledged, settled by its brand's rule (issue 18).
export type EventSource =
  'pay' | 'callback' | 'recheck' | 'relay' | 'sweep' | 'support' | 'make-good';

export type PaymentAction = 'paid' | 'failed' | 'pending' | 'refunded';

export type ConfirmPaymentInput = {
  tenantId: string;
  billingNo: string;
  action: PaymentAction;
  providerTxnId: string;
  amountMinor: number;
  currency: string;
  /**
   * support: a refund made from the console; make-good: one made by the make-good job (both
   * through the provider, then recorded here).
   */
  source: 'callback' | 'recheck' | 'support' | 'make-good';
  detail?: Record<string, unknown>;
  /** Refunds: a chargeback or a refund (default), and the key that makes it count once. */
  refundKind?: 'refund' | 'chargeback';
  refundKey?: string;
  /** Refunds staff made: why (a refundReasons code) and, for 'other', their words. */
  refundReason?: { code: string; text: string | null };
};

export type ConfirmOutcome = 'applied' | 'duplicate' | 'mismatch' | 'unknown' | 'ignored';

export type ConfirmPaymentResult = { outcome: ConfirmOutcome; order: OrderRow | null };

/** What the outbox row of a paid order carries to the relay. */
export type DeliverPayload = {
  tenantId: string;
  billingNo: string;
  gameCode: string;
  roleId: string;
  amount: number;
  /** The game's delivery source: what the order paid for. */
  source: DeliverySource;
};

/** What the outbox row of a refunded order carries to the relay: the goods to take back. */
export type RevokePayload = {
  tenantId: string;
  billingNo: string;
  gameCode: string;
  roleId: string;
  /** 'refund' or 'chargeback'. */
  reason: string;
};

export type DeliverySource = 'purchase' | 'replenish' | 'card' | 'gift';

export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
