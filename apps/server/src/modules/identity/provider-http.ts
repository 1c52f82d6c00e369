import { customFetch, type JWTVerifyGetKey, createRemoteJWKSet } from 'jose';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { IdentityRefused } from './identity-provider.ts';

export type ProviderAnswer = { status: number; body: string };

/** POST application/x-www-form-urlencoded (RFC 6749 §4.1.3 and every provider here). */
export async function postForm(
  transport: HttpTransport,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<ProviderAnswer> {
  try {
    return await transport(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...headers,
      },
      body: new URLSearchParams(form).toString(),
    });
  } catch (err) {
    throw new IdentityRefused(`provider unreachable: ${(err as Error).message}`);
  }
}

export async function getUrl(transport: HttpTransport, url: string): Promise<ProviderAnswer> {
  try {
    return await transport(url, { method: 'GET', headers: { accept: 'application/json' } });
  } catch (err) {
    throw new IdentityRefused(`provider unreachable: ${(err as Error).message}`);
  }
}

/** The JSON object of a 2xx answer; anything else is the provider saying no. */
export function jsonOf(answer: ProviderAnswer, what: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    throw new IdentityRefused(`${what}: HTTP ${answer.status}, not JSON`);
  }
  if (answer.status < 200 || answer.status > 299 || typeof body !== 'object' || body === null) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new IdentityRefused(`${what}: HTTP ${answer.status} ${JSON.stringify(error ?? '')}`);
  }
  return body as Record<string, unknown>;
}

/**
 * The provider's JWKS fetched through our transport (jose's customFetch), cached by jose and
 * re-fetched when a token names an unknown key (key rotation).
 */
export function remoteJwks(transport: HttpTransport, url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url), {
    [customFetch]: async (input: string | URL | Request) => {
      const answer = await transport(String(input instanceof Request ? input.url : input), {
        method: 'GET',
        headers: { accept: 'application/json' },
      });
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}
