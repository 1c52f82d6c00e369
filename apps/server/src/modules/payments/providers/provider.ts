import type { PayEndpoint, ProviderKey } from '@topup/contracts/payment-families';
import type * as z from 'zod/mini';
import type { dropInSchema, ProviderCallback } from '@topup/contracts/payments';
import type { RefundReason } from '@topup/contracts/console-orders';
import type { RequestContext } from '../../../context.ts';
import type { orders, paymentMethods } from '../../../db/tables/payments.ts';

export type DropInData = z.infer<typeof dropInSchema>;
export type OrderRow = typeof orders.$inferSelect;
export type MethodRow = typeof paymentMethods.$inferSelect;

/** A service context plus the store origin the player is on (`https://pay.brand.example`). */
export type PayContext = RequestContext & {
  origin: string;
  /** The payer details the method needs (payer_fields), for the provider only; never stored. */
  payer?: { name?: string; email?: string; phone?: string; taxId?: string };
};

/**
 * A redirect (open `url` in a new window) or a drop-in component. paymentId is the provider's id
 * of the payment (queryStatus needs it); checkoutUrl is the hosted page also for a drop-in, kept
 * as the order's pay link. Failures are values, not throws (Vendure/Medusa style).
 */
export type CreatePaymentResult =
  | { ok: true; url: string; paymentId: string }
  | { ok: true; dropIn: DropInData; paymentId: string; checkoutUrl: string }
  | { ok: false; error: string };

export type CallbackRejection = 'malformed' | 'unsigned' | 'stale' | 'bad-signature';

export type ParseCallbackResult =
  { ok: true; callback: ProviderCallback } | { ok: false; reason: CallbackRejection };

export type PaymentAction = 'paid' | 'failed' | 'pending' | 'refunded';

/** What the provider says about a payment now; null when it knows nothing decisive yet. */
export type PaymentStatus = {
  action: PaymentAction;
  providerTxnId: string;
  amountMinor: number;
  currency: string;
};

/**
 * `pending`: the provider accepted the refund and settles it later (its notification tells the
 * end); false when it answered the money is back; absent when the adapter cannot tell.
 */
export type RefundResult =
  { ok: true; refundId: string; pending?: boolean } | { ok: false; error: string };

/**
 * What a refund asks for: `amountMinor` (default: all that is left), and the staff member's
 * reason in plain words for the provider's reason field where its protocol has one, and as its
 * code for a protocol whose reason field is an enumeration.
 */
export type RefundAsk = { amountMinor?: number; reason?: string; reasonCode?: RefundReason };

/**
 * One payment provider (ARCHITECTURE principle 7; Medusa's IPaymentProvider, Vendure's
 * PaymentMethodHandler). Only sandbox mode is implemented; a live adapter overrides the calls
 * and keeps the same results.
 */
export interface PaymentProvider {
  readonly key: ProviderKey;
  /** SPEC §4 family ids this provider serves (payEndpoints lists which endpoint takes which). */
  readonly families: readonly number[];
  readonly mode: 'sandbox';
  /** Paid in a separately loaded component instead of a redirect (SPEC §7). */
  isDropIn(method: Pick<MethodRow, 'familyId' | 'paywayId'>): boolean;
  /** Origins a payment URL may point to; anything else is refused (-3043). */
  allowedOrigins(ctx: PayContext): string[];
  createPayment(
    ctx: PayContext,
    order: OrderRow,
    method: MethodRow,
    endpoint: PayEndpoint,
  ): Promise<CreatePaymentResult>;
  /** Verifies signature and timestamp, then normalises the vendor's body. */
  parseCallback(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): ParseCallbackResult;
  queryStatus(order: OrderRow): Promise<PaymentStatus | null>;
  /**
   * The return step with what the provider added to the return URL (KakaoPay's pg_token), for
   * providers whose return carries the proof the step needs; absent elsewhere.
   */
  completeReturn?(order: OrderRow, returnQuery: string): Promise<PaymentStatus | null>;
  refund(order: OrderRow, ask?: RefundAsk): Promise<RefundResult>;
}

export const actionOfStatus: Record<ProviderCallback['status'], PaymentAction> = {
  succeeded: 'paid',
  failed: 'failed',
  pending: 'pending',
  refunded: 'refunded',
};
