import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { defaultTenantOrigin, tenantOriginFor } from '@topup/server/lib/store-origin';
import { cleanText } from '@topup/contracts/clean-text';
import { isFinished, apiStatus } from './actions.ts';
import { clientKeyFor, merchantAuthError, type MerchantAccount } from './merchant-auth.ts';
import { isProviderKey } from './provider-names.ts';
import { newPaymentId, type SandboxPayment, type SandboxRepository } from './repository.ts';
import type { SandboxOptions } from './routes.ts';

const httpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));
// The raw JSON body is parsed here, past the server's request hook: cleanText keeps NUL and lone
// surrogates out of the sandbox's tables.
const text = (max: number) =>
  z.string().check(cleanText, z.trim(), z.minLength(1), z.maxLength(max));

export const createPaymentSchema = z.object({
  provider: z.string().check(z.refine(isProviderKey, 'unknown provider')),
  tenant_id: text(64),
  merchant_ref: text(64),
  amount_minor: z.int().check(z.positive()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  method: text(80),
  brand: text(120),
  notify_url: httpUrl,
  return_url: z.optional(httpUrl),
});
export type CreateSandboxPayment = z.infer<typeof createPaymentSchema>;

const deny = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, message });

export const account = (payment: SandboxPayment): MerchantAccount => ({
  tenantId: payment.tenantId,
  provider: payment.provider,
});

const rawOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

/** The merchant API a provider offers: create a payment, read its status (queryStatus). */
export function merchantApi(app: FastifyInstance, repo: SandboxRepository, opts: SandboxOptions) {
  const tenantIds = new Set(opts.tenants.map((tenant) => tenant.id));
  const accountOf = (value: unknown): MerchantAccount | null => {
    if (typeof value !== 'object' || value === null) return null;
    const { tenant_id: tenantId, provider } = value as Record<string, unknown>;
    if (typeof tenantId !== 'string' || !tenantIds.has(tenantId)) return null;
    return isProviderKey(provider) ? { tenantId, provider } : null;
  };

  /**
   * Where the player-facing checkout link points, from configuration only: the public sandbox
   * URL when set, else the tenant's configured origin of the store host the payer came from
   * (return_url's host, only if it is one of the tenant's hosts), else the tenant's first
   * production origin. Never the Host the merchant call arrived with.
   */
  const checkoutOrigin = (tenantId: string, returnUrl: string | undefined): string => {
    if (opts.config.paymentSandboxPublicUrl) return opts.config.paymentSandboxPublicUrl;
    const tenant = opts.tenants.find((candidate) => candidate.id === tenantId)!;
    const host = returnUrl ? new URL(returnUrl).host : undefined;
    return (host && tenantOriginFor(tenant, host, opts.config.port)) ?? defaultTenantOrigin(tenant);
  };

  app.post(
    '/sandbox/api/payments',
    { config: { tenancy: false }, schema: { hide: true } },
    async (request, reply) => {
      const raw = rawOf(request);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        json = null;
      }
      const refused = merchantAuthError(
        opts.config,
        app.clock.now(),
        request.headers,
        raw,
        accountOf(json),
      );
      if (refused) {
        request.log.info({ reason: refused }, 'sandbox merchant call refused');
        return deny(reply, 401, 'unauthorized', refused);
      }
      const parsed = createPaymentSchema.safeParse(json);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        return deny(reply, 400, 'invalid_request', issues.join('; '));
      }
      const input = parsed.data;
      const payment = await repo.insertPayment({
        id: newPaymentId(),
        provider: input.provider,
        tenantId: input.tenant_id,
        merchantRef: input.merchant_ref,
        amountMinor: input.amount_minor,
        currency: input.currency,
        method: input.method,
        brand: input.brand,
        notifyUrl: input.notify_url,
        returnUrl: input.return_url ?? null,
        createdAt: app.clock.now(),
      });
      const origin = checkoutOrigin(input.tenant_id, input.return_url);
      return reply.header('cache-control', 'no-store').send({
        id: payment.id,
        checkout_url: `${origin}/sandbox/checkout/${payment.id}`,
        client_key: clientKeyFor(opts.config, account(payment), payment.id),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sandbox/api/payments/:id',
    { config: { tenancy: false }, schema: { hide: true } },
    async (request, reply) => {
      const payment = await repo.findPayment(request.params.id);
      // Signed over the empty body with the payment's own tenant and provider secret.
      const refused = merchantAuthError(
        opts.config,
        app.clock.now(),
        request.headers,
        '',
        payment && account(payment),
      );
      if (refused === 'unknown merchant account') {
        return deny(reply, 404, 'not_found', 'unknown payment');
      }
      if (refused || !payment)
        return deny(reply, 401, 'unauthorized', refused ?? 'unknown payment');
      return reply.header('cache-control', 'no-store').send({
        id: payment.id,
        status: apiStatus(payment.status),
        finished: isFinished(payment.status),
        merchant_ref: payment.merchantRef,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
        provider_txn_id: payment.id,
      });
    },
  );
}
