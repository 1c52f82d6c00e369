import { isDropIn, type PayEndpoint, type ProviderKey } from '@topup/contracts/payment-families';
import type { Config } from '../../../config.ts';
import type { HttpTransport } from '../../../lib/http-transport.ts';
import { providerSecret } from '../secrets.ts';
import { tenantOrigins } from './origins.ts';
import type {
  CreatePaymentResult,
  MethodRow,
  OrderRow,
  ParseCallbackResult,
  PayContext,
  PaymentProvider,
  PaymentStatus,
  RefundResult,
} from './provider.ts';
import { createdSchema, merchantCall, sandboxActions, statusSchema } from './sandbox-api.ts';
import { verifyCallback } from './verify-callback.ts';
import { textIn } from '../../../i18n/text-in.ts';

export type VendorDeps = {
  config: Pick<Config, 'paymentSandboxSecret' | 'paymentSandboxUrl' | 'paymentSandboxPublicUrl'>;
  transport: HttpTransport;
  now: () => Date;
  env?: NodeJS.ProcessEnv;
};

/**
 * The vendor base: every provider in sandbox mode talks to the sandbox gateway's merchant API
 * over HTTP at the configured PAYMENT_SANDBOX_URL (never an origin taken from a request), signed
 * with that tenant's secret for this provider.
 * Subclasses only declare who they are (families, drop-in families, live origins).
 */
export abstract class SandboxVendorProvider implements PaymentProvider {
  abstract readonly key: ProviderKey;
  abstract readonly families: readonly number[];
  /** Families paid in a drop-in component; the card-key payway is one everywhere (contracts). */
  readonly dropInFamilies: readonly number[] = [];
  /** Where live payment pages live, for when live credentials exist (not used in sandbox mode). */
  abstract readonly liveOrigins: readonly string[];
  readonly mode = 'sandbox' as const;

  constructor(protected readonly deps: VendorDeps) {}

  protected secret(tenantId: string): string {
    return providerSecret(this.deps.config, tenantId, this.key, this.deps.env);
  }

  private call(tenantId: string) {
    return { transport: this.deps.transport, secret: this.secret(tenantId), now: this.deps.now() };
  }

  isDropIn(method: Pick<MethodRow, 'familyId' | 'paywayId'>): boolean {
    return (
      this.dropInFamilies.includes(method.familyId) || isDropIn(method.familyId, method.paywayId)
    );
  }

  // Sandbox mode: the hosted checkout is served by this store, on the player's (configured)
  // origin, or on the configured public sandbox URL.
  allowedOrigins(ctx: PayContext): string[] {
    const publicUrl = this.deps.config.paymentSandboxPublicUrl;
    return [
      ...new Set([ctx.origin, ...tenantOrigins(ctx.tenant), ...(publicUrl ? [publicUrl] : [])]),
    ];
  }

  private get sandboxUrl(): string {
    return this.deps.config.paymentSandboxUrl;
  }

  async createPayment(
    ctx: PayContext,
    order: OrderRow,
    method: MethodRow,
    _endpoint: PayEndpoint,
  ): Promise<CreatePaymentResult> {
    const body = JSON.stringify({
      provider: this.key,
      tenant_id: order.tenantId,
      merchant_ref: order.billingNo,
      amount_minor: order.amountMinor,
      currency: order.currency,
      // Names that are words are stored per language (seed-method-names.ts): the sandbox reads English.
      method: textIn(method.name, 'en'),
      brand: ctx.tenant.title,
      notify_url: `${this.sandboxUrl}/api/pay/notify/${this.key}`,
      // The checkout page's way back, and the origin its link is built on (the sandbox checks it
      // is one of the tenant's configured hosts).
      return_url: `${ctx.origin}/`,
    });
    let answer: { status: number; data: unknown };
    try {
      const url = `${this.sandboxUrl}/sandbox/api/payments`;
      answer = await merchantCall(this.call(order.tenantId), url, 'POST', body);
    } catch (err) {
      return { ok: false, error: `provider unreachable: ${(err as Error).message}` };
    }
    const created = createdSchema.safeParse(answer.data);
    if (answer.status < 200 || answer.status >= 300 || !created.success) {
      return { ok: false, error: `provider refused the payment (HTTP ${answer.status})` };
    }
    const { id, checkout_url: checkoutUrl, client_key: clientKey } = created.data;
    if (!this.isDropIn(method)) return { ok: true, url: checkoutUrl, paymentId: id };
    const dropIn = {
      provider: this.key,
      session_id: id,
      client_key: clientKey,
      script_url: `${ctx.origin}/sandbox/dropin.js`,
    };
    return { ok: true, dropIn, paymentId: id, checkoutUrl };
  }

  parseCallback(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): ParseCallbackResult {
    return verifyCallback(input, this.deps.now(), (tenantId) => this.secret(tenantId));
  }

  /**
   * The sandbox payment behind an order: its id is the last segment of the checkout link. Only
   * the id is taken from the stored link; the call goes to the configured sandbox URL.
   */
  private paymentId(order: OrderRow): string | null {
    if (!order.payUrl) return null;
    try {
      const url = new URL(order.payUrl);
      return /\/sandbox\/checkout\/([^/?#]+)$/.exec(url.pathname)?.[1] ?? order.providerTxnId;
    } catch {
      return null;
    }
  }

  async queryStatus(order: OrderRow): Promise<PaymentStatus | null> {
    const id = this.paymentId(order);
    if (!id) return null;
    const url = `${this.sandboxUrl}/sandbox/api/payments/${encodeURIComponent(id)}`;
    const answer = await merchantCall(this.call(order.tenantId), url, 'GET');
    const parsed = statusSchema.safeParse(answer.data);
    if (answer.status !== 200 || !parsed.success) return null;
    const action = sandboxActions[parsed.data.status];
    if (!action) return null;
    return {
      action,
      providerTxnId: parsed.data.provider_txn_id || id,
      amountMinor: parsed.data.amount_minor,
      currency: parsed.data.currency,
    };
  }

  // The sandbox has no refund API yet; a typed refusal, never a throw.
  async refund(_order: OrderRow): Promise<RefundResult> {
    return { ok: false, error: `${this.key}: refunds are not available in sandbox mode` };
  }
}
