import type { HttpTransport } from '../../../lib/http-transport.ts';
import { errorSchema, parseJson } from './messages.ts';
import { checkSigned, newNonce, pathOf, sign, type CheckFailure } from './signature.ts';

// The merchant's side of one call of Topup merchant protocol v1: signs the request, and takes the
// answer only when it is signed by the same merchant's secret, fresh, and echoes the request's
// nonce (so an old answer, or another request's, is never believed).

export type CallResult =
  | { ok: true; status: number; data: unknown; body: string }
  | { ok: false; error: string; status?: number; code?: string; unsigned?: CheckFailure };

export async function merchantCall(input: {
  transport: HttpTransport;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  merchantId: string;
  secret: string;
  now: () => Date;
}): Promise<CallResult> {
  const body = input.body ?? '';
  const path = pathOf(input.url);
  const nonce = newNonce();
  const headers = sign(input.secret, {
    line: input.method,
    path,
    merchantId: input.merchantId,
    body,
    now: input.now(),
    nonce,
  });
  if (input.method === 'POST') headers['content-type'] = 'application/json';
  headers.accept = 'application/json';
  let res;
  try {
    res = await input.transport(input.url, {
      method: input.method,
      headers,
      ...(input.method === 'POST' ? { body } : {}),
    });
  } catch (err) {
    return { ok: false, error: `unreachable: ${(err as Error).message}` };
  }
  const data = parseJson(res.body);
  const error = errorSchema.safeParse(data);
  const code = error.success ? error.data.error.code : undefined;
  const checked = checkSigned({
    secret: input.secret,
    headers: res.headers ?? {},
    line: String(res.status),
    path,
    body: res.body,
    merchantId: input.merchantId,
    now: input.now(),
    expectNonce: nonce,
  });
  if (!checked.ok) {
    return {
      ok: false,
      status: res.status,
      ...(code ? { code } : {}),
      unsigned: checked.reason,
      error: `answer refused (${checked.reason}), HTTP ${res.status}${code ? ` ${code}` : ''}`,
    };
  }
  if (res.status < 200 || res.status >= 300) {
    return {
      ok: false,
      status: res.status,
      ...(code ? { code } : {}),
      error: `HTTP ${res.status}${code ? ` ${code}` : ''}`,
    };
  }
  return { ok: true, status: res.status, data, body: res.body };
}
