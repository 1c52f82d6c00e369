import type { FastifyInstance } from 'fastify';
import type { TransportResponse } from '@topup/server/lib/http-transport';
import type { EmulatorKit } from './kit.ts';
import type { EmulatorPayment } from './store.ts';
import type { EmulatorAccount } from '@topup/server/modules/payments/providers/emulator-accounts';

// One payment provider's emulator (issue 14, "Emulators replace the generic sandbox"): it answers
// the provider's own API under /emulator/<key>/, authenticates the merchant the provider's way,
// shows a hosted checkout, and sends that provider's notifications, signed its way. The store
// talks to it with the same protocol module (modules/payments/providers/<key>) that talks to the
// real provider in test and live mode; only the base URL and the credentials differ.

/** What happened to a payment, from the payer's page, the emulator's console or an API call. */
export type PaymentEvent =
  | { type: 'status'; status: 'succeeded' | 'failed' | 'cancelled' | 'pending' | 'authorized' }
  | { type: 'refund'; refundId: string; amountMinor: number; full: boolean }
  | { type: 'chargeback'; refundId: string; amountMinor: number };

/** One HTTP request the provider sends the merchant, complete and signed. */
export type OutgoingNotification = {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string;
};

/** Where the hosted page sends the payer after a choice. */
export type ReturnStep =
  | { kind: 'link'; url: string }
  /** Some providers (MyCard) return the payer with a form post to the merchant. */
  | { kind: 'form'; url: string; fields: Record<string, string> };

export type { EmulatorAccount };

export interface ProviderEmulator<C> {
  /** The provider key (payEndpoints' provider, the protocol module's key). */
  readonly key: string;
  /** The provider's name on the emulator's pages. */
  readonly name: string;
  /**
   * Where a "succeed" on the hosted page leaves the payment: `succeeded` (money taken), or
   * `authorized` for providers whose merchant must complete it (PayPal capture, MyCard confirm).
   */
  readonly approvedStatus?: 'succeeded' | 'authorized';
  /** New emulator credentials for one brand, in the protocol module's field names. */
  generateCredentials(tenantId: string): C | Promise<C>;
  /**
   * Stored credentials made before a field was added (Codapay's channel table), completed; null
   * when nothing is missing. Run at start on each stored account.
   */
  completeCredentials?(stored: C): C | null;
  /** The provider's API (create, query, refund…) under /emulator/<key>/. */
  routes(app: FastifyInstance, kit: EmulatorKit<C>): void;
  /**
   * The notifications the provider sends for an event, signed its way; [] when it sends none
   * (a provider that only answers queries).
   */
  notifications(
    payment: EmulatorPayment,
    event: PaymentEvent,
    account: EmulatorAccount<C>,
  ): OutgoingNotification[] | Promise<OutgoingNotification[]>;
  /** Whether the merchant's answer is the acknowledgement this provider waits for. */
  acknowledged(response: TransportResponse): boolean;
  /**
   * Whether an answer that is not the acknowledgement still ends the resends: the merchant said
   * it received the notification and will not take it (Codapay resends only when "no response is
   * received"). Absent: every such answer is a failed delivery, sent again.
   */
  refusedForGood?(response: TransportResponse): boolean;
  /**
   * How many times in all this provider sends one notification before it gives up (Xsolla: the
   * first and 12 retries); absent: the kit's long default, for providers that retry for days.
   */
  readonly maxDeliveries?: number;
  /**
   * Fresh signature headers for sending `notification` at `at`, for providers whose signature
   * carries the sending time (Airwallex's x-timestamp, Pagsmile's t=): the merchant refuses a
   * stale one, so a retry after a long outage must be signed when it is sent, as the provider
   * does, not when it was queued.
   */
  resign?(
    notification: OutgoingNotification,
    account: EmulatorAccount<C>,
    at: Date,
  ): Record<string, string>;
  /**
   * A new payment id in the provider's own format (Xsolla's numeric transaction id, Airwallex's
   * int_…), for the merchant console's payment taken without an order at the shop (routes.ts);
   * absent: 16 upper-case letters and digits.
   */
  newPaymentId?(): string;
  /** Where the payer goes back to after a choice on the hosted page; null: no way back. */
  returnStep?(payment: EmulatorPayment, account: EmulatorAccount<C>): ReturnStep | null;
  /**
   * Asked before the payer's "succeed" or "pay later" on the hosted page, for providers that ask
   * the merchant about the payer first and wait for the answer (Xsolla's user_validation): null
   * lets the choice go on, a message refuses it and the hosted page shows that message.
   */
  beforePayerChoice?(
    payment: EmulatorPayment,
    account: EmulatorAccount<C>,
    send: (request: OutgoingNotification) => Promise<TransportResponse>,
  ): Promise<string | null>;
}

/** Any provider's emulator, its credential type forgotten at the registry's boundary. */
export type AnyEmulator = ProviderEmulator<unknown>;
