import type { PayEndpoint } from '@topup/contracts/payment-families';
import type { BrandProtocols } from '../protocols/brand-protocols.ts';
import type { NotificationStatus, PaymentRequest, QueriedPayment } from '../protocols/protocol.ts';
import { returnPath } from '../return-path.ts';
import type {
  CreatePaymentResult,
  MethodRow,
  OrderRow,
  PayContext,
  PaymentAction,
  PaymentProvider,
  PaymentStatus,
  RefundResult,
} from './provider.ts';

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
   * drop-in family in emulator mode (AliPay card, 11602) has no emulated web component, so it
   * stays on the sandbox's drop-in (decision 0020), its orders queried and refunded there too.
   */
  const protocolFor = (tenantId: string, method?: Pick<MethodRow, 'familyId' | 'paywayId'>) => {
    const brand = brandOf(tenantId);
    if (brand?.mode === 'emulator' && opts.sandbox && method && base.isDropIn(method)) return null;
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
      // An emulator's pages are served by this store, on the brand's own origins (or the public
      // sandbox URL), exactly where the sandbox's are.
      if (!brand || brand.mode === 'emulator') return base.allowedOrigins(ctx);
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
        // return route where the return step needs what the provider adds to the URL.
        returnUrl: brand.protocol.returnCarriesProof
          ? `${ctx.origin}${returnPath(base.key, order.billingNo)}`
          : `${ctx.origin}/`,
        notifyUrl: `${ctx.origin}/api/pay/notify/${base.key}/${order.tenantId}`,
        description: order.productName,
        accountId: order.suid,
        country: order.country,
        methodCode: method.channelId,
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
      // The provider's own web component (e.g. @adyen/adyen-web) is not in the app yet.
      return { ok: false, error: `${base.key}: its web component is not available yet` };
    },

    async queryStatus(order): Promise<PaymentStatus | null> {
      const brand = protocolFor(order.tenantId, order);
      if (!brand) return opts.sandbox ? base.queryStatus(order) : null;
      let found = await brand.protocol.queryPayment(brand.io, {
        billingNo: order.billingNo,
        ...(order.providerTxnId ? { providerRef: order.providerTxnId } : {}),
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
        }),
      );
    },

    async refund(order): Promise<RefundResult> {
      const brand = protocolFor(order.tenantId, order);
      if (!brand) return opts.sandbox ? base.refund(order) : unavailable;
      if (!order.providerTxnId) return { ok: false, error: 'the order has no provider payment id' };
      const outcome = await brand.protocol.refund(brand.io, {
        billingNo: order.billingNo,
        providerRef: order.providerTxnId,
        amountMinor: order.amountMinor - order.refundedMinor,
        currency: order.currency,
        refundKey: `${order.billingNo}-refund`,
        orderAmountMinor: order.amountMinor,
      });
      return outcome.ok ? { ok: true, refundId: outcome.refundRef } : outcome;
    },
  };
}

/**
 * An emulator answers on the address the store calls it at (PAYMENT_SANDBOX_URL, this server over
 * the loopback by default), and a provider's page is often on its API host or built from it
 * (MyCard's MyCardPay/?AuthCode=, Codapay's /airtime/begin, the cashier URL PayerMax and EBANX
 * return). The emulators are this server and answer on every host, so a page on that address is
 * handed to the player on the origin the sandbox's pages use; any other URL is left as it is.
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
