import type { Area } from '@topup/tenants/areas';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { findGameByClientId } from '@topup/tenants/tenant-rules';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { getItem, removeItem, setItem } from '../../shared/storage/storage.ts';

// SPEC §4 region resolution. The area decides currency, servers and goods, so a page that cannot
// name one sends the player to /notArea instead of guessing.

export type RegionInput = {
  /** domain_area from the query. */
  domainArea?: string;
  /** client_id from the query. */
  clientId?: string;
  /** The saved payment_domain_area. */
  stored?: unknown;
};
export type Region = { ok: true; area: Area } | { ok: false };

export function isTenantArea(tenant: Tenant, value: unknown): value is Area {
  return typeof value === 'string' && (tenant.areas as readonly string[]).includes(value);
}

/**
 * The first source that names an area wins: domain_area, then (ssgame) the area of the client_id,
 * then the saved area. A tenant with a single area always uses it. A named area the tenant does not
 * serve is not replaced by a later source: the link was wrong and the player is told so.
 */
export function resolveRegion(tenant: Tenant, input: RegionInput): Region {
  const [only, ...others] = tenant.areas;
  if (only && others.length === 0) return { ok: true, area: only };
  // Only some brands' game links carry the area in the client id (SPEC §4: ssgame).
  const fromClient = tenant.areaFromClientId
    ? findGameByClientId(tenant, input.clientId)?.area
    : undefined;
  const named = input.domainArea || fromClient || input.stored;
  return isTenantArea(tenant, named) ? { ok: true, area: named } : { ok: false };
}

/** Resolution for a page URL, reading the saved area. */
export function regionFor(tenant: Tenant, search: string): Region {
  const q = readQueryParams(search, tenant.readsUtm);
  return resolveRegion(tenant, {
    domainArea: q.domain_area,
    clientId: q.client_id,
    stored: getItem<unknown>('payment_domain_area'),
  });
}

export function saveRegion(area: Area): void {
  setItem('payment_domain_area', area);
}

/** What /notArea needs first: nothing stale left to pick up on the next visit. */
export function forgetRegion(): void {
  removeItem('payment_domain_area');
}
