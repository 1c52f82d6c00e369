import * as z from 'zod/mini';
import type { HttpTransport } from '../../../lib/http-transport.ts';
import { sign } from '../secrets.ts';
import type { PaymentStatus } from './provider.ts';

// The sandbox gateway's merchant API as a provider client sees it (docs/PAYMENTS.md).

export const createdSchema = z.object({
  id: z.string(),
  checkout_url: z.string(),
  client_key: z.string(),
});
export const statusSchema = z.object({
  status: z.string(),
  amount_minor: z.int(),
  currency: z.string(),
  provider_txn_id: z.optional(z.nullable(z.string())),
});
// The sandbox's payment states; 'open' (the payer chose nothing yet) tells nothing.
export const sandboxActions: Record<string, PaymentStatus['action']> = {
  succeeded: 'paid',
  failed: 'failed',
  declined: 'failed',
  cancelled: 'failed',
  pending: 'pending',
  refunded: 'refunded',
};

function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    // Tolerate an answer wrapped in our { code, msg, data } envelope.
    if (value && typeof value === 'object' && 'data' in value && 'code' in value) {
      return (value as { data: unknown }).data;
    }
    return value;
  } catch {
    return undefined;
  }
}

/**
 * One signed merchant call: x-merchant-timestamp (unix seconds) and x-merchant-signature = hex
 * HMAC-SHA256(secret, `${timestamp}.${body}`), the body empty for a GET.
 */
export async function merchantCall(
  call: { transport: HttpTransport; secret: string; now: Date },
  url: string,
  method: 'GET' | 'POST',
  body = '',
): Promise<{ status: number; data: unknown }> {
  const timestamp = String(Math.floor(call.now.getTime() / 1000));
  const headers: Record<string, string> = {
    'x-merchant-timestamp': timestamp,
    'x-merchant-signature': sign(call.secret, timestamp, body),
  };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const res = await call.transport(url, {
    method,
    headers,
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: res.status, data: parseJson(res.body) };
}
