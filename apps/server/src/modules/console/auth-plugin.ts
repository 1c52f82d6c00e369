import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffApiTokens, staffSessions } from '../../db/tables/console.ts';
import { sendError } from '../../plugins/envelope.ts';
import { hashToken } from '../accounts/tokens.ts';
import { sharedPlugin } from '../../plugins/plugin-meta.ts';
import { staffRoles, type Staff, type StaffRole } from './staff.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console's staff member; null on every request that is not an authenticated console call. */
    staff: Staff | null;
    /** The session's CSRF token, read with the session (null for API tokens and players). */
    staffCsrf: string | null;
  }
}

export const CONSOLE_COOKIE = 'topup_console';
export const CONSOLE_PREFIX = '/api/console';
export const API_TOKEN_PREFIX = 'tsk_';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's host name, lower-case, without the port. */
export function hostNameOf(request: FastifyRequest): string {
  return request.host.replace(/:\d+$/, '').toLowerCase();
}

export const isConsolePath = (url: string) =>
  url === CONSOLE_PREFIX ||
  url.startsWith(`${CONSOLE_PREFIX}/`) ||
  url.startsWith(`${CONSOLE_PREFIX}?`);

/** The URL's path percent-decoded as the router decodes it (the raw path when malformed). */
function decodedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // Nothing to decode (nearly every request): no split, no decodeURIComponent.
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request reaches the console API, judged by what the router matched and by the decoded
 * path, never by the raw URL alone: `/api/%63onsole/login` routes to /api/console/login
 * (issue 28, item 15).
 */
export function isConsoleRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isConsolePath(route)) || isConsolePath(decodedPath(request.url));
}

type Found = { staff: Staff; csrfToken: string | null };

function staffFrom(row: typeof staffAccounts.$inferSelect, via: Staff['via']): Staff | null {
  if (row.disabledAt !== null || !staffRoles.includes(row.role as StaffRole)) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    tenantIds: row.tenantIds,
    via,
  };
}

async function bySession(db: Db, token: string, now: Date): Promise<Found | null> {
  const [row] = await db
    .select({ staff: staffAccounts, csrfToken: staffSessions.csrfToken })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, now)));
  const staff = row ? staffFrom(row.staff, 'session') : null;
  return staff ? { staff, csrfToken: row!.csrfToken } : null;
}

// A script calling many times a second writes its token's last use at most once a minute.
const lastUseResolutionMs = 60_000;

async function byApiToken(db: Db, token: string, now: Date): Promise<Found | null> {
  const hash = hashToken(token);
  const [row] = await db
    .select({ staff: staffAccounts, lastUsedAt: staffApiTokens.lastUsedAt })
    .from(staffApiTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffApiTokens.staffId))
    .where(
      and(
        eq(staffApiTokens.tokenHash, hash),
        isNull(staffApiTokens.revokedAt),
        gt(staffApiTokens.expiresAt, now),
      ),
    );
  const staff = row ? staffFrom(row.staff, 'token') : null;
  if (!staff) return null;
  const last = row!.lastUsedAt?.getTime();
  if (last === undefined || now.getTime() - last >= lastUseResolutionMs) {
    await db
      .update(staffApiTokens)
      .set({ lastUsedAt: now })
      .where(eq(staffApiTokens.tokenHash, hash));
  }
  return { staff, csrfToken: null };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(hashToken(a));
  const y = Buffer.from(hashToken(b));
  return timingSafeEqual(x, y);
}

/**
 * The console's gate (issue 16): /api/console/* answers only on CONSOLE_HOSTS (anywhere else -404,
 * as if it did not exist, so the players' brand hosts never expose it), and knows its caller from
 * the session cookie (browser) or an API token (scripts). A browser change must carry the
 * session's CSRF token in x-csrf-token: the cookie is SameSite=Strict already, the header is the
 * second line for browsers or proxies that lose SameSite (OWASP CSRF cheat sheet, "synchronizer
 * token"). Tokens are only ever compared by their SHA-256.
 */
export const consoleAuthPlugin = sharedPlugin(
  'console-auth',
  ['db', 'clock', 'envelope'],
  async (app, opts: { hosts: readonly string[] }) => {
    const hosts = new Set(opts.hosts);
    // Cookies are parsed where they are read (the console's session), not on every request of
    // the shop, which sends none we read (issue 32).
    await app.register(fastifyCookie, { hook: false });
    app.decorateRequest('staff', null);
    app.decorateRequest('staffCsrf', null);
    // Before the OpenAPI plugin's own onRoute hook: the docs show every console call as needing a
    // staff token (login excepted).
    app.addHook('onRoute', (route) => {
      if (!isConsolePath(route.url) || route.url === `${CONSOLE_PREFIX}/login`) return;
      route.schema = { ...route.schema, security: [{ staffToken: [] }] };
    });

    const gate = async (request: FastifyRequest, reply: FastifyReply) => {
      // Staff data and one-time secrets (tokens, TOTP seeds) must not stay in any cache.
      reply.header('cache-control', 'no-store');
      if (!hosts.has(hostNameOf(request))) {
        return sendError(reply, 404, ResultCode.NotFound, 'Not found');
      }
      const now = app.clock.now();
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      const cookie = consoleCookieOf(request);
      let found: Found | null = null;
      if (bearer?.startsWith(API_TOKEN_PREFIX)) found = await byApiToken(app.db, bearer, now);
      else if (cookie) found = await bySession(app.db, cookie, now);
      if (!found) return;
      if (found.staff.via === 'session' && !safeMethods.has(request.method)) {
        const sent = request.headers['x-csrf-token'];
        if (typeof sent !== 'string' || !sameSecret(sent, found.csrfToken ?? '')) {
          return sendError(reply, 403, ResultCode.Forbidden, 'Missing or wrong CSRF token');
        }
      }
      request.staff = found.staff;
      request.staffCsrf = found.csrfToken;
    };
    // A synchronous hook for every request that is not the console's (the shop's, nearly all):
    // no promise per request (issue 32).
    app.addHook('onRequest', (request, reply, done) => {
      if (!isConsoleRequest(request)) return done();
      gate(request, reply).then(() => {
        if (!reply.sent) done();
      }, done);
    });
  },
);

/** The console session's token from the request's cookies, if any. */
export function consoleCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[CONSOLE_COOKIE] : undefined;
}
