import type * as z from 'zod/mini';
import type { RefundReason } from '@topup/contracts/console-orders';
import type { HttpTransport } from '../../../lib/http-transport.ts';

// The shape every provider's wire protocol module takes (issue 14). A protocol module knows one
// provider's real requests, notifications, signatures and answers, from that provider's published
// documentation; it knows nothing about our orders table. The adapter (providers/) maps orders to
// these calls, and the provider's emulator (its own module) answers the same wire format, so the
// code that talks to an emulator is the code that talks to the provider.

/** emulator: our local stand-in (default, offline); test: the provider's sandbox; live. */
export type ProtocolMode = 'emulator' | 'test' | 'live';

/** Where one provider's API, hosted pages and components live in one mode. */
export type ProtocolEndpoints = {
  /** Base URL of the server-to-server API. */
  api: string;
  /** Origins a player may be sent to (payment pages, component scripts); anything else is refused. */
  pageOrigins: string[];
};

/** What our side wants paid; amounts are integer minor units of `currency` (ISO 4217). */
export type PaymentRequest = {
  /** Our billing number: the merchant reference, and the root of every idempotency key. */
  billingNo: string;
  amountMinor: number;
  currency: string;
  /** Where the provider sends the player back (the store's result page). */
  returnUrl: string;
  /** Where the provider posts notifications: /api/pay/notify/<provider>/<tenant>. */
  notifyUrl: string;
  /** What the player buys, for the provider's page. */
  description: string;
  /** The player's account id in the game (a shopper reference), never personal data as a key. */
  accountId: string;
  country?: string;
  language?: string;
  /** The provider's own method or channel code (payway), when the method fixes one. */
  methodCode?: string;
  /**
   * The store's key of the method the player chose (`<payway id>_<channel id>`, e.g. `10401_gcash`,
   * `133_internet_bank`), for providers that map the player's choice to a code of their own
   * (Codapay's payType).
   */
  methodKey?: string;
  /** Payer fields a method needs (CPF, phone, email), asked for in the sheet. */
  payer?: { email?: string; phone?: string; taxId?: string; name?: string };
};

/** The provider's answer to a create call. */
export type CreatedPayment =
  | { ok: true; kind: 'redirect'; url: string; providerRef: string }
  | {
      ok: true;
      kind: 'component';
      /** What the provider's web component needs (session id and data, client key...). */
      component: Record<string, string>;
      providerRef: string;
    }
  | { ok: false; error: string; retryable: boolean };

export type NotificationKind =
  'payment' | 'refund' | 'partial-refund' | 'chargeback' | 'dispute' | 'user-validation' | 'other';

export type NotificationStatus = 'paid' | 'failed' | 'pending' | 'refunded' | 'reversed' | 'none';

/** One event of a notification (Adyen batches several), normalised. */
export type NotificationEvent = {
  kind: NotificationKind;
  status: NotificationStatus;
  /** Our billing number as the provider echoes it; null when the event carries none. */
  billingNo: string | null;
  /** The provider's payment (or refund) id. */
  providerRef: string;
  /** Unique per event, for de-duplication (the provider's event/notification id). */
  eventId: string;
  /**
   * A refund event's refund id, the very one the provider's refund call answered (RefundOutcome
   * refundRef): the refund is counted under it, so a refund made in the console and the
   * provider's later notification of it count once (issue 31 item 9). Absent: the eventId keys it.
   */
  refundRef?: string;
  amountMinor: number | null;
  currency: string | null;
  /** Xsolla user_validation and the like: the account to check. */
  accountId?: string;
  /**
   * The event asks the shop to finish the payment (PayPal's approval: capture; MyCard's notify:
   * PaymentConfirm). Until that step has gone through, the notification is not acknowledged, so
   * the provider sends it again.
   */
  finish?: true;
};

/** A request as the notify route received it. */
export type IncomingNotification = {
  method: 'GET' | 'POST';
  headers: Record<string, string | string[] | undefined>;
  /** The query string without '?', for providers that notify by GET or sign the query. */
  query: string;
  /**
   * The request path as received, without the query (Antom signs it: `POST <path>\n…`); absent
   * where the caller does not know it.
   */
  path?: string;
  rawBody: string;
};

export type VerifiedNotification =
  | { ok: true; events: NotificationEvent[] }
  | { ok: false; reason: 'malformed' | 'unsigned' | 'bad-signature' | 'stale' | 'unverifiable' };

/** Why a notification was refused, or what kept a verified one from being applied. */
export type AnswerContext = {
  userFound?: boolean;
  refusal?: Extract<VerifiedNotification, { ok: false }>['reason'];
  problem?: 'amount-mismatch' | 'unknown-order';
};

/** What to send back to the provider, in its own form. */
export type NotificationAnswer = {
  status: number;
  contentType?: string;
  body: string;
};

/** The provider's view of one payment now (reconciliation, notify-then-query providers). */
export type QueriedPayment = {
  status: NotificationStatus;
  providerRef: string;
  amountMinor: number | null;
  currency: string | null;
};

export type RefundRequest = {
  billingNo: string;
  providerRef: string;
  amountMinor: number;
  currency: string;
  /** Idempotency: one refund per key. */
  refundKey: string;
  /** What the order cost: less than that is a partial refund (Xsolla has a call for each). */
  orderAmountMinor?: number;
  /**
   * Why staff give the money back, in plain English words ("Duplicate payment"), for protocols
   * whose refund call has a free-text reason field (Airwallex `reason`, Antom `refundReason`).
   */
  reason?: string;
  /** The same reason as its code, for protocols whose reason field is an enumeration (Adyen). */
  reasonCode?: RefundReason;
};

export type RefundOutcome =
  { ok: true; refundRef: string; pending: boolean } | { ok: false; error: string };

/**
 * One provider's protocol. `C` is its credential record (the contract field names),
 * validated by `credentials` at start.
 */
export interface ProviderProtocol<C> {
  readonly key: string;
  readonly credentials: z.ZodMiniType<C>;
  endpoints(mode: ProtocolMode): ProtocolEndpoints;
  /**
   * The endpoints of a brand's account where they come with its credentials (Topup merchant
   * protocol v1: the provider gives each merchant its API URL); absent: `endpoints(mode)`.
   */
  endpointsFor?(mode: ProtocolMode, credentials: C): ProtocolEndpoints;
  createPayment(io: ProtocolIo<C>, request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Verifies the notification with the brand's credentials (a signature, or the provider's own
   * verification call, or a query back for notify-then-query providers), then normalises it.
   * Never throws: a transport failure is `{ ok: false, reason: 'unverifiable' }`.
   */
  verifyNotification(
    io: ProtocolIo<C>,
    notification: IncomingNotification,
  ): Promise<VerifiedNotification>;
  /**
   * The provider's expected answer for an accepted (or refused) notification. `context.refusal`
   * says why a notification was refused; `context.problem` that a verified one was processed but
   * could not be applied (another amount than the order's, an order we do not have), for
   * providers that answer those in their own way (Xsolla's INCORRECT_AMOUNT / INCORRECT_INVOICE,
   * Codapay's non-zero ResultCode); the others answer it as accepted.
   */
  answer(outcome: 'accepted' | 'rejected' | 'retry', context?: AnswerContext): NotificationAnswer;
  /**
   * The return step some providers need before money moves (PayPal capture, MyCard
   * PaymentConfirm, KakaoPay approve); absent where the notification alone settles.
   */
  /**
   * True where the provider sends the player back with what `complete` needs (KakaoPay's
   * pg_token): the return URL is then the store's return route, which runs `complete` with the
   * query it receives.
   */
  readonly returnCarriesProof?: boolean;
  /**
   * True where the provider sends the player back with a form post (Razer Merchant Services):
   * the return URL is then the store's return route, which takes the post and sends the player on
   * to the shop (a shop page takes no POST).
   */
  readonly returnPosts?: boolean;
  complete?(
    io: ProtocolIo<C>,
    ref: {
      billingNo: string;
      providerRef: string;
      returnQuery: string;
      /**
       * What the order costs: a provider whose return step takes the money (MyCard's
       * PaymentConfirm) takes it only when its trade is for this amount and currency.
       */
      expected?: { amountMinor: number; currency: string };
    },
  ): Promise<QueriedPayment | null>;
  /**
   * False where `queryPayment` never tells a paid payment (Adyen: webhooks and reports only;
   * MyCard: TradeQuery cannot tell a captured trade), so the daily comparison cannot ask per order
   * and needs `listTransactions` (reconcile/query-day.ts).
   */
  readonly queriesPayments?: false;
  queryPayment(
    io: ProtocolIo<C>,
    ref: {
      billingNo: string;
      providerRef?: string;
      /**
       * What the order costs, for providers whose query hashes the amount (Razer's query by order
       * ID); the others ignore it.
       */
      expected?: { amountMinor: number; currency: string };
    },
  ): Promise<QueriedPayment | null>;
  refund(io: ProtocolIo<C>, request: RefundRequest): Promise<RefundOutcome>;
  /**
   * The provider's own list of the merchant's transactions in a window, for the daily comparison
   * (payments/reconcile/daily-compare.ts); absent where the provider offers no such list. Null:
   * the call failed (the comparison is retried on the next run).
   */
  /**
   * False where the brand's credentials do not reach `listTransactions` (Adyen without a report
   * user): the brand is then compared per order, or not at all. Absent: it always lists.
   */
  listsFor?(credentials: C): boolean;
  listTransactions?(io: ProtocolIo<C>, window: { from: Date; to: Date }): Promise<ListedDay | null>;
}

/**
 * A provider's lines for a window; `truncated` when the list was longer than the protocol reads
 * in one run (provider-kit/day-list-paging.ts), which the comparison's report says.
 */
export type ListedDay = ListedTransaction[] & { truncated?: true };

/** One line of a provider's transaction list, normalised. */
export type ListedTransaction = {
  kind: 'payment' | 'refund';
  /** paid (payment completed), refunded (refund completed), reversed, pending, failed. */
  status: 'paid' | 'refunded' | 'reversed' | 'pending' | 'failed';
  /** Our billing number as the provider kept it; null when the line carries none. */
  billingNo: string | null;
  providerRef: string;
  /** Always positive: a refund's amount is what went back. */
  amountMinor: number;
  currency: string;
  at: Date;
  /**
   * False where the provider's answer gave no amount in a currency we can compare (Codapay's
   * inquiry prices in the account's local currency): `amountMinor` is then our order's, and only
   * the status is compared; such a payment is reported, not confirmed.
   */
  amountKnown?: false;
};

/** What a protocol call needs: the brand's credentials, the mode's endpoints, HTTP and a clock. */
export type ProtocolIo<C> = {
  credentials: C;
  endpoints: ProtocolEndpoints;
  transport: HttpTransport;
  now: () => Date;
};
