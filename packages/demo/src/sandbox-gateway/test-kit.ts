import type { FastifyInstance } from 'fastify';
import type { Config } from '@topup/server/config';
import { providerSecret, sign } from '@topup/server/modules/payments/secrets';
import { createInjectTransport } from './inject-transport.ts';
import type {
  HttpTransport as Transport,
  TransportRequest,
  TransportResponse,
} from '@topup/server/lib/http-transport';

export const storeOrigin = 'http://pay.watt-games.example';

export const paymentInput = {
  provider: 'payermax',
  tenant_id: 'watt',
  merchant_ref: 'TP2603010000000001',
  amount_minor: 499,
  currency: 'USD',
  method: 'Visa / Mastercard',
  brand: 'Watt Games',
  notify_url: `${storeOrigin}/api/pay/notify/payermax`,
  return_url: `${storeOrigin}/`,
};

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** What the store's vendor adapter sends: signed with the tenant's secret for that provider. */
export function merchantHeaders(
  config: Config,
  account: { tenantId: string; provider: string },
  rawBody: string,
  at: Date,
): Record<string, string> {
  const timestamp = String(unixSeconds(at));
  return {
    'content-type': 'application/json',
    'x-merchant-timestamp': timestamp,
    'x-merchant-signature': sign(
      providerSecret(config, account.tenantId, account.provider),
      timestamp,
      rawBody,
    ),
  };
}

/** The store's side of the merchant API, over an in-process transport. */
export function merchantClient(app: FastifyInstance, config: Config, now: () => Date) {
  const transport = createInjectTransport(app);
  return {
    async create(input: Record<string, unknown> = paymentInput, origin = storeOrigin) {
      const raw = JSON.stringify(input);
      const account = { tenantId: String(input.tenant_id), provider: String(input.provider) };
      const response = await transport(`${origin}/sandbox/api/payments`, {
        method: 'POST',
        headers: merchantHeaders(config, account, raw, now()),
        body: raw,
      });
      return { status: response.status, json: JSON.parse(response.body) as Record<string, string> };
    },
    async status(id: string, account = { tenantId: 'watt', provider: 'payermax' }) {
      const response = await transport(`${storeOrigin}/sandbox/api/payments/${id}`, {
        method: 'GET',
        headers: merchantHeaders(config, account, '', now()),
      });
      return {
        status: response.status,
        json: JSON.parse(response.body) as Record<string, unknown>,
      };
    },
  };
}

/** A fake store notify endpoint answering from a script (then acknowledging). */
export function scriptedStore(answers: (TransportResponse | Error)[] = []) {
  const calls: { url: string; init: TransportRequest }[] = [];
  const transport: Transport = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 200, body: '{"code":1,"msg":"ok","data":null}' };
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, transport };
}

export const quietLog = { info() {}, warn() {}, error() {} };
