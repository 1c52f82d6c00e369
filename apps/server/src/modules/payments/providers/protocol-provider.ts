import type { PayEndpoint } from '@topup/contracts/payment-families';
import type { BrandProtocols } from './brand-protocols.ts';
import type {
  CreatedPayment,
  NotificationStatus,
  PaymentRequest,
  QueriedPayment,
} from '../provider-kit/protocol.ts';
import { methodKeyOf } from '../methods/method-data.ts';
import { returnPath } from '../return-path.ts';
import { providerManifests } from './provider-manifests.ts';
import type {
  CreatePaymentResult,
  MethodRow,
  OrderRow,
  PayContext,
  PaymentAction,
  PaymentProvider,
  PaymentStatus,
  RefundAsk,
  RefundResult,
} from './provider.ts';

/**
 * Providers whose web component (drop-in) has an emulator (their manifests say so): the others'
 * stay on the sandbox's (Airwallex's Drop-in too: its emulator answers the API and the hosted page
 * only).
 */
export const emulatedComponents: ReadonlySet<string> = new Set(
  providerManifests.filter((m) => m.emulatedComponent).map((m) => m.key),
);

const actionOf: Partial<Record<NotificationStatus, PaymentAction>> = {
  paid: 'paid',
  failed: 'failed',
  pending: 'pending',
  refunded: 'refunded',
  reversed: 'refunded',
};

/**
 * A provider adapter that speaks the provider's own protocol for the brands configured in
 * PAYMENT_CREDENTIALS_FILE (test or live), and stays the built-in sandbox for the others
 * (issue 14). `sandbox` false (production without the staging switch): a brand without its own
 * credentials cannot pay with this provider.
 */
export function withBrandProtocols(
  base: PaymentProvider,
  brands: BrandProtocols,
  opts: {
    sandbox: boolean;
    /** PAYMENT_SANDBOX_PUBLIC_URL: where players reach the emulators' pages when it is set. */
    emulatorPagesUrl?: string | undefined;
  },
): PaymentProvider {
  const brandOf = (tenantId: string) => brands.get(tenantId, base.key);
  /**
   * The brand's protocol for this method or order, or null where the generic sandbox serves it: a
   * drop-in family in emulator mode whose provider's web component is not emulated (Antom's card,
   * AliPay 11602) stays on the sandbox's drop-in (decision 0020), its orders queried and refunded
   * there too. Adyen's Drop-in talks to the Adyen emulator (decision 0021).
   */
  const protocolFor = (tenantId: string, method?: Pick<MethodRow, 'familyId' | 'paywayId'>) => {
    const brand = brandOf(tenantId);
    if (
      brand?.mode === 'emulator' &&
      opts.sandbox &&
      method &&
      base.isDropIn(method) &&
      !emulatedComponents.has(base.key)
    ) {
      return null;
    }
    return brand;
  };
  // The sandbox's rule for its pages: the public sandbox URL when set, else the player's origin.
  const pagesBase = (ctx: PayContext) => opts.emulatorPagesUrl?.replace(/\/+$/, '') || ctx.origin;
  const unavailable = { ok: false as const, error: `${base.key} is not configured for this brand` };
  return {
    key: base.key,
    families: base.families,
    mode: base.mode,
    isDropIn: (method) => base.isDropIn(method),
    parseCallback: (input) => base.parseCallback(input),

    allowedOrigins(ctx) {
      const brand = brandOf(ctx.tenant.id);
      if (!brand) return base.allowedOrigins(ctx);
      // An emulator's pages are served by this store: on the brand's own origins (or the public
      // sandbox URL) like the sandbox's, or where the protocol module puts the provider's page in
      // emulator mode, beside the emulator's API (Xsolla's paystation4, PayPal's checkoutnow).
      if (brand.mode === 'emulator') {
        return [...new Set([...base.allowedOrigins(ctx), ...brand.io.endpoints.pageOrigins])];
      }
      return brand.io.endpoints.pageOrigins;
    },

    async createPayment(
      ctx: PayContext,
      order: OrderRow,
      method: MethodRow,
      endpoint: PayEndpoint,
    ): Promise<CreatePaymentResult> {
      const brand = protocolFor(order.tenantId, method);
      if (!brand) {
        return opts.sandbox ? base.createPayment(ctx, order, method, endpoint) : unavailable;
      }
      const request: PaymentRequest = {
        billingNo: order.billingNo,
        amountMinor: order.amountMinor,
        currency: order.currency,
        // The shop window that opened the payment polls the order (SPEC §4); the provider's page
        // sends the player back to the brand's shop, as the sandbox does, through the store's
        // return route where the return step needs what the provider adds to the URL. A
        // component's redirect (Adyen's Drop-in) leaves the shop window itself: it comes back to
        // this order's result.
        returnUrl: base.isDropIn(method)
          ? componentReturnUrl(ctx.origin, order)
          : brand.protocol.returnCarriesProof || brand.protocol.returnPosts
            ? `${ctx.origin}${returnPath(base.key, order.billingNo)}`
            : `${ctx.origin}/`,
        notifyUrl: `${ctx.origin}/api/pay/notify/${base.key}/${order.tenantId}`,
        description: order.productName,
        accountId: order.suid,
        country: order.country,
        methodCode: method.channelId,
        methodKey: methodKeyOf(method.paywayId, method.channelId),
        ...(ctx.payer ? { payer: ctx.payer } : {}),
      };
      const created = await brand.protocol.createPayment(brand.io, request);
      if (!created.ok) return { ok: false, error: created.error };
      if (created.kind === 'redirect') {
        const url =
          brand.mode === 'emulator'
            ? emulatorPageForPlayer(created.url, brand.io.endpoints.api, pagesBase(ctx))
            : created.url;
        return { ok: true, url, paymentId: created.providerRef };
      }
      return componentPayment(base.key, created, brand.mode === 'emulator' ? ctx.origin : null);
    },

    async queryStatus(order): Promise<PaymentStatus | null> {
      const brand = protocolFor(order.tenantId, order);
      if (!brand) return opts.sandbox ? base.queryStatus(order) : null;
      let found = await brand.protocol.queryPayment(brand.io, {
        billingNo: order.billingNo,
        ...(order.providerTxnId ? { providerRef: order.providerTxnId } : {}),
        expected: { amountMinor: order.amountMinor, currency: order.currency },
      });
      // Providers with a return step (PayPal capture, MyCard PaymentConfirm) only take the money
      // when we complete: an approved but uncaptured payment is completed here, by the player's
      // re-check, a pending notification or reconciliation alike. The step is idempotent at
      // the provider (PayPal-Request-Id; MyCard refuses a second confirm).
      const complete = brand.protocol.complete?.bind(brand.protocol);
      if (complete && order.providerTxnId && (!found || found.status === 'pending')) {
        found =
          (await complete(brand.io, {
            billingNo: order.billingNo,
            providerRef: order.providerTxnId,
            returnQuery: '',
            expected: { amountMinor: order.amountMinor, currency: order.currency },
          })) ?? found;
      }
      return statusOf(found);
    },

    async completeReturn(order, returnQuery): Promise<PaymentStatus | null> {
      const brand = protocolFor(order.tenantId, order);
      const complete = brand?.protocol.complete?.bind(brand.protocol);
      if (!brand || !complete || !order.providerTxnId) return null;
      return statusOf(
        await complete(brand.io, {
          billingNo: order.billingNo,
          providerRef: order.providerTxnId,
          returnQuery,
          expected: { amountMinor: order.amountMinor, currency: order.currency },
        }),
      );
    },

    async refund(order, ask: RefundAsk = {}): Promise<RefundResult> {
      const brand = protocolFor(order.tenantId, order);
      if (!brand) return opts.sandbox ? base.refund(order, ask) : unavailable;
      if (!order.providerTxnId) return { ok: false, error: 'the order has no provider payment id' };
      const left = order.amountMinor - order.refundedMinor;
      const amountMinor = ask.amountMinor ?? left;
      // A part of what is left (issue 31) is its own request: its amount joins the key, so a
      // retry with another amount is never taken by the provider for the earlier one.
      const part = amountMinor === left ? '' : `-of-${amountMinor}`;
      const outcome = await brand.protocol.refund(brand.io, {
        billingNo: order.billingNo,
        providerRef: order.providerTxnId,
        amountMinor,
        currency: order.currency,
        // One key per refund of what is left: a retry of this refund repeats it, while a refund
        // after an earlier partial one (a provider console's) is a new request, not the first
        // one replayed.
        refundKey:
          (order.refundedMinor > 0
            ? `${order.billingNo}-refund-${order.refundedMinor}`
            : `${order.billingNo}-refund`) + part,
        orderAmountMinor: order.amountMinor,
        ...(ask.reason ? { reason: ask.reason } : {}),
        ...(ask.reasonCode ? { reasonCode: ask.reasonCode } : {}),
      });
      return outcome.ok
        ? { ok: true, refundId: outcome.refundRef, pending: outcome.pending }
        : outcome;
    },
  };
}

/**
 * Where a component payment's redirect returns: the result route of this order (the new layout
 * shows it as the result popup of the goods page, the old one as its /result step), with the
 * game and area the order was made in.
 */
function componentReturnUrl(origin: string, order: OrderRow): string {
  const query = new URLSearchParams({
    billing_no: order.billingNo,
    client_id: order.clientId,
    domain_area: order.area,
  });
  return `${origin}/result?${query.toString()}`;
}

/**
 * The provider's own web component (issue 14; Adyen's Drop-in with a session): its session goes
 * to the app in the pay answer's drop_in, which mounts the component lazily. There is no pay
 * page to reopen, so the order's pay link stays empty ('Go to pay' then offers another method).
 * In emulator mode the component talks to the emulator on the shop's own origin.
 */
function componentPayment(
  provider: string,
  created: Extract<CreatedPayment, { ok: true; kind: 'component' }>,
  emulatorOrigin: string | null,
): CreatePaymentResult {
  const { sessionId, clientKey, sessionData, environment } = created.component;
  if (!sessionId || !clientKey) {
    return { ok: false, error: `${provider}: the component's session is incomplete` };
  }
  return {
    ok: true,
    paymentId: created.providerRef,
    checkoutUrl: '',
    dropIn: {
      provider,
      session_id: sessionId,
      client_key: clientKey,
      script_url: '',
      ...(sessionData ? { session_data: sessionData } : {}),
      ...(environment ? { environment } : {}),
      ...(emulatorOrigin ? { emulator_url: `${emulatorOrigin}/emulator/${provider}/` } : {}),
    },
  };
}

/**
 * An emulator answers on the address the store calls it at (PAYMENT_SANDBOX_URL, this server over
 * the loopback by default), and the protocol modules put a provider's page on that API host or
 * beside it (MyCard's MyCardPay/?AuthCode=, Codapay's /airtime/begin, Xsolla's paystation4,
 * PayPal's checkoutnow, the cashier URL PayerMax and EBANX answer). The emulators are this server
 * and answer on every host, so such a page is handed to the player where the sandbox's pages are:
 * the public sandbox URL when set, else the player's own origin. Any other URL is left alone.
 */
export function emulatorPageForPlayer(url: string, api: string, pagesBase: string): string {
  let page: URL;
  try {
    page = new URL(url);
    if (page.origin !== new URL(api).origin) return url;
  } catch {
    return url;
  }
  return `${pagesBase}${page.pathname}${page.search}${page.hash}`;
}

/** A protocol's view of a payment as the adapter's status; null when nothing decisive is known. */
function statusOf(found: QueriedPayment | null): PaymentStatus | null {
  const action = found && actionOf[found.status];
  if (!found || !action || found.amountMinor === null || found.currency === null) return null;
  return {
    action,
    providerTxnId: found.providerRef,
    amountMinor: found.amountMinor,
    currency: found.currency,
  };
}
