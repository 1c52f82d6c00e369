import type { Game, Tenant } from '@topup/tenants/tenant-schema';
import type { Area } from '@topup/tenants/areas';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { getItem } from '../../shared/storage/storage.ts';

const platforms = ['web', 'android', 'ios'] as const;

/** The game one of whose per-platform client ids is `clientId`. */
export function findGameByClientId(tenant: Tenant, clientId: string | undefined): Game | null {
  if (!clientId) return null;
  return (
    tenant.games.find((g) => platforms.some((p) => g.clients[p]?.clientId === clientId)) ?? null
  );
}

/** The game a page is about: the one named by client_id, else the tenant's first game. */
export function resolveGame(tenant: Tenant, clientId: string | undefined): Game {
  // tenantSchema requires at least one game.
  return findGameByClientId(tenant, clientId) ?? tenant.games[0]!;
}

/** The client id for page-level calls: client_id from the query, else the first game's web client. */
export function resolveClientId(tenant: Tenant, clientId: string | undefined): string {
  return findGameByClientId(tenant, clientId)
    ? clientId!
    : resolveGame(tenant, undefined).clients.web.clientId;
}

/** The area named by domain_area, else the saved one; only areas the tenant allows count. */
export function resolveArea(tenant: Tenant, domainArea: string | undefined): Area | undefined {
  const allowed = (a: unknown): a is Area =>
    typeof a === 'string' && (tenant.areas as readonly string[]).includes(a);
  if (allowed(domainArea)) return domainArea;
  const saved = getItem<unknown>('payment_domain_area');
  return allowed(saved) ? saved : undefined;
}

export type GameContext = { game: Game; clientId: string; area: Area | undefined; sdk: boolean };

export function gameContextFor(tenant: Tenant, search: string): GameContext {
  const q = readQueryParams(search, tenant.readsUtm);
  return {
    game: resolveGame(tenant, q.client_id),
    clientId: resolveClientId(tenant, q.client_id),
    area: resolveArea(tenant, q.domain_area),
    sdk: q.visit === 'sdk',
  };
}
