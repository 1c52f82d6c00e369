import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../i18n/server-messages.ts';
import {
  findSessionWith,
  type PartsOf,
  type PlayerKeys,
  type PlayerParts,
} from './session-lookup.ts';
import { AppError } from './app-error.ts';
import { sharedPlugin } from './plugin-meta.ts';

export type AuthUser = {
  tenantId: string;
  suid: string;
  username: string;
  gpId: number;
  clientId: string;
  realNameVerified: boolean;
};

/**
 * Decorates nothing: the guards below read app.db, app.clock (token expiry) and request.tenant, and
 * route modules that call them depend on 'auth', so those are known registered before them.
 */
export const authPlugin = sharedPlugin('auth', ['db', 'clock', 'tenancy'], async () => {});

export const NOT_LOGGED_IN_MSG = serverMessage('auth.loginFirst');
const NOT_VERIFIED = serverMessage('auth.notVerified');

const tokenShape = /^[A-Za-z0-9_-]{16,128}$/;

function fieldOf(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/** oauth_token from the query (SPEC §7 GET), the body (POST calls), or `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // The raw query, not request.query: route schemas strip fields they don't declare, and the app
  // adds oauth_token to every GET (SPEC §7).
  const rawQuery = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
  const candidates = [rawQuery.get('oauth_token'), fieldOf(request.body, 'oauth_token'), bearer];
  for (const value of candidates) {
    if (typeof value === 'string' && tokenShape.test(value)) return value;
  }
  return null;
}

/** The logged-in player for `clientId`'s game product on this brand, or null. */
export async function optionalUser(
  request: FastifyRequest,
  clientId: string,
): Promise<AuthUser | null> {
  return (await optionalUserWith(request, clientId, () => ({})))?.user ?? null;
}

/**
 * The logged-in player and, read in the same statement, the parts `parts` names about them
 * (session-lookup.ts findSessionWith); null without a live session.
 */
async function optionalUserWith<P extends PlayerParts>(
  request: FastifyRequest,
  clientId: string,
  parts: (keys: PlayerKeys) => P,
): Promise<{ user: AuthUser; parts: PartsOf<P> } | null> {
  const token = tokenOf(request);
  if (!token || !request.tenant) return null;
  const app = request.server;
  const found = await findSessionWith(
    app.db,
    { tenantId: request.tenant.id, token, clientId, now: app.clock.now() },
    parts,
  );
  if (!found) return null;
  const { tenantId, suid, username, gpId, clientId: id, realNameVerified, ...rest } = found;
  delete (rest as { expiresAt?: Date }).expiresAt;
  return {
    user: { tenantId, suid, username, gpId, clientId: id, realNameVerified },
    parts: rest as unknown as PartsOf<P>,
  };
}

/** As requireUser, with the player's `parts` read in the same round trip as the session. */
export async function requireUserWith<P extends PlayerParts>(
  request: FastifyRequest,
  clientId: string,
  parts: (keys: PlayerKeys) => P,
): Promise<{ user: AuthUser; parts: PartsOf<P> }> {
  const found = await optionalUserWith(request, clientId, parts);
  if (!found) throw new AppError(ResultCode.NotLoggedIn, NOT_LOGGED_IN_MSG);
  return found;
}

/** Throws -600 'Please log in first.' unless a live token of this brand and game product came. */
export async function requireUser(request: FastifyRequest, clientId: string): Promise<AuthUser> {
  const user = await optionalUser(request, clientId);
  if (!user) throw new AppError(ResultCode.NotLoggedIn, NOT_LOGGED_IN_MSG);
  return user;
}

/** As requireUser, and 6001 for accounts not real-name verified (purchase-related calls). */
export async function requireVerifiedUser(
  request: FastifyRequest,
  clientId: string,
): Promise<AuthUser> {
  const user = await requireUser(request, clientId);
  if (!user.realNameVerified) throw new AppError(ResultCode.NotVerified, NOT_VERIFIED);
  return user;
}
