import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginMethod } from '@topup/contracts/auth';
import { selfContainedPage, styleNonce } from '@topup/server/plugins/security-headers';
import type { DemoClientLookup } from './clients.ts';
import { pickPage } from './pick-page.ts';

/** What each local provider's routes share. */
export type DemoIdp = {
  /** Origin the shop calls us at (DEMO_IDP_URL): issuer and signed-URL base. */
  base: string;
  clients: DemoClientLookup;
  now: () => Date;
};

// Every local-provider route: on every host (the player reaches it on the brand's origin), hidden
// from the API description, a self-contained page policy for the HTML ones.
export const routeOpts = {
  config: { tenancy: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
  schema: { hide: true },
  helmet: selfContainedPage,
};

export const newSecret = () => randomBytes(24).toString('base64url');

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One-use, short-lived grants (codes, tokens), kept in this process: the demo runs one. */
export class GrantStore<T> {
  private readonly items = new Map<string, { value: T; expires: number; used: boolean }>();
  constructor(private readonly now: () => Date) {}

  put(key: string, value: T, ttlMs: number): void {
    const at = this.now().getTime();
    for (const [k, item] of this.items) if (item.expires <= at) this.items.delete(k);
    this.items.set(key, { value, expires: at + ttlMs, used: false });
  }

  /** The grant, once; a second take (a replayed code) gets nothing. */
  take(key: string): T | undefined {
    const item = this.items.get(key);
    if (!item || item.used || item.expires <= this.now().getTime()) return undefined;
    item.used = true;
    return item.value;
  }

  peek(key: string): T | undefined {
    const item = this.items.get(key);
    if (!item || item.expires <= this.now().getTime()) return undefined;
    return item.value;
  }
}

export function formOf(request: FastifyRequest): Record<string, string> {
  const body = typeof request.body === 'string' ? request.body : '';
  return Object.fromEntries(new URLSearchParams(body));
}

export function queryOf(request: FastifyRequest): Record<string, string> {
  const q = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The redirect URI must be a page on the host the player is on (the shop's own origin). */
export function redirectAllowed(request: FastifyRequest, redirectUri: string | undefined): boolean {
  if (!redirectUri) return false;
  try {
    const url = new URL(redirectUri);
    return url.host === request.host && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

export function sendPick(
  reply: FastifyReply,
  method: LoginMethod,
  request: FastifyRequest,
  params: Record<string, string>,
  clientLabel: string,
) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      pickPage({
        method,
        action: request.url.split('?')[0]!,
        params,
        clientLabel,
        nonce: styleNonce(reply),
      }),
    );
}

export function sendError(reply: FastifyReply, status: number, error: string, description = '') {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, ...(description ? { error_description: description } : {}) });
}

export function redirectTo(reply: FastifyReply, url: URL | string) {
  return reply.code(302).header('cache-control', 'no-store').redirect(String(url));
}
