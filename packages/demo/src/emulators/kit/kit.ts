import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '@topup/server/config';
import type { HttpTransport, TransportResponse } from '@topup/server/lib/http-transport';
import { defaultTenantOrigin, tenantOriginFor } from '@topup/server/lib/store-origin';
import type { EmulatorAccounts } from '@topup/server/modules/payments/providers/emulator-accounts';
import type {
  EmulatorAccount,
  OutgoingNotification,
  PaymentEvent,
  ProviderEmulator,
} from './emulator.ts';
import type { EmulatorPayment, EmulatorStatus, EmulatorStore } from './store.ts';

/** What a provider's emulator routes get: its books, its merchants, and the moves of a payment. */
export type EmulatorKit<C> = {
  key: string;
  store: EmulatorStore;
  now: () => Date;
  /** The merchant account whose credentials match, or null (the call is refused). */
  findAccount(match: (credentials: C) => boolean): EmulatorAccount<C> | null;
  account(tenantId: string): EmulatorAccount<C> | null;
  /** The payer-facing hosted checkout of a payment. */
  checkoutUrl(payment: Pick<EmulatorPayment, 'id' | 'tenantId' | 'returnUrl'>): string;
  /** The payer-facing origin of the emulator's pages for a brand. */
  pageOrigin(tenantId: string, returnUrl?: string | null): string;
  /**
   * Where the store calls this emulator's API (PAYMENT_SANDBOX_URL + /emulator/<key>: the protocol
   * module's emulator endpoint); links in the provider's answers are built on it.
   */
  apiBase: string;
  /**
   * The webhook URL a merchant registers in the provider's dashboard (Xsolla, PayPal, Adyen take
   * none per payment): the store's notify route for the brand, at PAYMENT_SANDBOX_URL.
   */
  notifyUrl(tenantId: string): string;
  /** One request to the merchant that the provider waits on (not queued, not retried). */
  send(request: OutgoingNotification): Promise<TransportResponse>;
  /**
   * PAYMENT_SANDBOX_URL: where the store calls the emulators (their API host, this server over the
   * loopback by default), hence also where an emulator reaches the store server to server at a URL
   * a brand registers with the provider out of band (MyCard's NotifyURL, Codapay's notification
   * URL), since the emulators run inside it.
   */
  baseUrl: string;
  /** Moves a payment (only from `from`) and queues the provider's notifications for it. */
  changeStatus(
    payment: EmulatorPayment,
    from: EmulatorStatus[],
    to: EmulatorStatus,
    data?: Record<string, unknown>,
  ): Promise<EmulatorPayment | null>;
  /** Refunds (or charges back) part or all of a succeeded payment and queues its notifications. */
  refund(input: {
    payment: EmulatorPayment;
    refundId: string;
    amountMinor: number;
    kind?: 'refund' | 'chargeback';
    requestKey?: string;
  }): ReturnType<EmulatorStore['refund']>;
};

export type KitDeps = {
  store: EmulatorStore;
  accounts: EmulatorAccounts;
  now: () => Date;
  tenants: readonly Tenant[];
  config: Pick<Config, 'paymentSandboxPublicUrl' | 'paymentSandboxUrl' | 'port'>;
  /** How the emulator reaches the store for calls it waits on (tests: app.inject). */
  transport: HttpTransport;
};

export function createEmulatorKit<C>(emulator: ProviderEmulator<C>, deps: KitDeps): EmulatorKit<C> {
  const accountOf = (tenantId: string) =>
    deps.accounts.get(tenantId, emulator.key) as EmulatorAccount<C> | null;
  const notificationsFor = async (payment: EmulatorPayment, event: PaymentEvent) => {
    const account = accountOf(payment.tenantId);
    return account ? emulator.notifications(payment, event, account) : [];
  };
  const pageOrigin = (tenantId: string, returnUrl?: string | null) => {
    // Like the sandbox's checkout links: the public sandbox URL when set, else the brand's
    // configured origin of the host the payer came from, never a Host header a caller chose.
    if (deps.config.paymentSandboxPublicUrl) return deps.config.paymentSandboxPublicUrl;
    const tenant = deps.tenants.find((t) => t.id === tenantId);
    if (!tenant) throw new Error(`emulator: unknown tenant ${tenantId}`);
    let host: string | undefined;
    try {
      host = returnUrl ? new URL(returnUrl).host : undefined;
    } catch {
      host = undefined;
    }
    return (host && tenantOriginFor(tenant, host, deps.config.port)) ?? defaultTenantOrigin(tenant);
  };
  const storeBase = deps.config.paymentSandboxUrl.replace(/\/+$/, '');
  return {
    key: emulator.key,
    store: deps.store,
    now: deps.now,
    apiBase: `${storeBase}/emulator/${emulator.key}`,
    notifyUrl: (tenantId) =>
      `${storeBase}/api/pay/notify/${emulator.key}/${encodeURIComponent(tenantId)}`,
    send: (request) =>
      deps.transport(request.url, {
        method: request.method ?? 'POST',
        headers: request.headers,
        ...(request.method === 'GET' ? {} : { body: request.body }),
      }),
    findAccount: (match) =>
      deps.accounts.find(emulator.key, (c) => match(c as C)) as EmulatorAccount<C> | null,
    account: accountOf,
    pageOrigin,
    baseUrl: storeBase,
    checkoutUrl: (payment) =>
      `${pageOrigin(payment.tenantId, payment.returnUrl)}/emulator/${emulator.key}/checkout/${encodeURIComponent(payment.id)}`,
    changeStatus: (payment, from, to, data) =>
      deps.store.transition(
        payment.id,
        from,
        to,
        (row) => notificationsFor(row, { type: 'status', status: to === 'open' ? 'pending' : to }),
        deps.now(),
        data,
      ),
    refund: ({ payment, refundId, amountMinor, kind = 'refund', requestKey }) =>
      deps.store.refund(
        {
          paymentId: payment.id,
          refundId,
          kind,
          amountMinor,
          ...(requestKey ? { requestKey } : {}),
        },
        (row, refund) =>
          notificationsFor(
            row,
            kind === 'chargeback'
              ? { type: 'chargeback', refundId: refund.id, amountMinor: refund.amountMinor }
              : {
                  type: 'refund',
                  refundId: refund.id,
                  amountMinor: refund.amountMinor,
                  full: row.refundedMinor >= row.amountMinor,
                },
          ),
        deps.now(),
      ),
  };
}
