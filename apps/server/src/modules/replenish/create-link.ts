import type { StaffReplenishData, StaffReplenishRequest } from '@topup/contracts/replenish';
import { ResultCode } from '@topup/contracts/result-codes';
import { currencyCodes, type Currency } from '@topup/tenants/currencies';
import { createHostResolver, normalizeHost } from '@topup/tenants/resolve-host';
import { defaultCurrency, isAllowedArea } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { hashReplenishId, newReplenishId } from './link-id.ts';
import { insertLink } from './repository.ts';

// Customer service creates a make-up payment link (the staff endpoint and `npm run replenish`).

export const DEFAULT_VALID_MINUTES = 60;

const bad = (message: string) => new AppError(ResultCode.BadRequest, message);

/** A tenant by its id (any case) or by one of its hosts (a port is allowed). */
export function findTenant(
  tenants: readonly Tenant[],
  idOrHost: string,
): { tenant: Tenant; host: string | null } | null {
  const wanted = idOrHost.trim();
  const byId = tenants.find((t) => t.id.toLowerCase() === wanted.toLowerCase());
  if (byId) return { tenant: byId, host: null };
  const match = createHostResolver(tenants)(wanted);
  return match ? { tenant: match.tenant, host: wanted.toLowerCase() } : null;
}

/** Local brand hosts are served over plain http; every real host over https. */
export function originOfHost(host: string): string {
  const local = normalizeHost(host).endsWith('.localhost');
  return `${local ? 'http' : 'https'}://${host}`;
}

/** The brand's page link for a replenish id. */
export function replenishUrl(origin: string, replenishId: string, clientId: string): string {
  const query = new URLSearchParams({ replenish_id: replenishId, rp_client_id: clientId });
  return `${origin.replace(/\/+$/, '')}/replenishGoods?${query}`;
}

export type CreateLinkOptions = {
  now: Date;
  /** Who asked (staff token, cli:<user>); kept with the link. */
  createdBy: string;
  /**
   * Where the link points: given, else the host the tenant was named by, else the brand's first
   * production host.
   */
  origin?: string | undefined;
};

/**
 * Creates an open link for an existing account and a game of the tenant. Answers the secret once:
 * only its SHA-256 is stored.
 */
export async function createReplenishLink(
  db: Db,
  tenants: readonly Tenant[],
  input: StaffReplenishRequest,
  opts: CreateLinkOptions,
): Promise<StaffReplenishData> {
  const found = findTenant(tenants, input.tenant);
  if (!found) throw bad(`Unknown tenant: ${input.tenant}`);
  const { tenant } = found;
  const game = (await createCatalogRepository(db).listGames(tenant.id)).find(
    (row) => row.clientId === input.client_id.trim(),
  );
  if (!game) throw bad(`Unknown client_id for ${tenant.id}: ${input.client_id}`);
  const account = await createAccountsRepository(db).findByUsername(
    tenant.id,
    input.username.trim().toLowerCase(),
  );
  if (!account) throw bad(`No account ${input.username} on ${tenant.id}`);
  if (!Number.isSafeInteger(input.amount_minor) || input.amount_minor <= 0) {
    throw bad('amount_minor must be a positive whole number of minor units');
  }

  const gameArea = isAllowedArea(tenant, game.area) ? game.area : undefined;
  const currency = (input.currency?.trim().toUpperCase() ||
    defaultCurrency(tenant, gameArea)) as Currency;
  if (!currencyCodes.includes(currency)) throw bad(`Unknown currency: ${input.currency}`);
  const seconds = input.valid_seconds ?? (input.valid_minutes ?? DEFAULT_VALID_MINUTES) * 60;
  const expiresAt = new Date(opts.now.getTime() + seconds * 1000);

  const replenishId = newReplenishId();
  await insertLink(db, {
    idHash: hashReplenishId(replenishId),
    tenantId: tenant.id,
    clientId: game.clientId,
    gameCode: game.gameCode,
    suid: account.suid,
    username: account.displayName,
    amountMinor: input.amount_minor,
    currency,
    reason: input.reason?.trim() ?? '',
    createdBy: (input.created_by?.trim() || opts.createdBy).slice(0, 80),
    status: 'open',
    createdAt: opts.now,
    expiresAt,
  });
  const origin =
    opts.origin ??
    originOfHost(found.host ?? tenant.hosts.production[0] ?? `${tenant.id}.localhost`);
  return {
    replenish_id: replenishId,
    rp_client_id: game.clientId,
    url: replenishUrl(origin, replenishId, game.clientId),
    expires_at: expiresAt.toISOString(),
  };
}
