import { peekBoot } from './boot.ts';

// Query parameters of SPEC §2. Games open the store with these to preselect account and role.
const baseKeys = [
  'client_id',
  'oauth_token',
  'area_id',
  'server_id',
  'role_id',
  'utm_pay',
  'visit',
  'spec_lang',
  'replenish_id',
  'rp_client_id',
  'billing_no',
  'domain_area',
  'idfv',
] as const;
const utmKeys = ['utm_campaign', 'utm_content', 'utm_medium', 'utm_source'] as const;

export type QueryParamName = (typeof baseKeys)[number] | (typeof utmKeys)[number];
export type QueryParams = Partial<Record<QueryParamName, string>>;

// Carried by the routing guard when the next route lacks them (SPEC §2).
const carriedKeys = [
  'replenish_id',
  'rp_client_id',
  'idfv',
  'client_id',
  'domain_area',
  'visit',
  'spec_lang',
  'utm_pay',
] as const;

function tenantReadsUtm(): boolean {
  return peekBoot()?.tenant.readsUtm ?? false;
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** The known query parameters; empty values count as absent. utm_* only for tenants that read them. */
export function readQueryParams(
  search: string | URLSearchParams = window.location.search,
  readsUtm: boolean = tenantReadsUtm(),
): QueryParams {
  const params = toParams(search);
  const keys: readonly QueryParamName[] = readsUtm ? [...baseKeys, ...utmKeys] : baseKeys;
  const out: QueryParams = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** The query of the next route with the carried parameters of the current one filled in. */
export function carryQuery(
  fromSearch: string | URLSearchParams,
  toSearch: string | URLSearchParams,
  readsUtm: boolean = tenantReadsUtm(),
): URLSearchParams {
  const from = toParams(fromSearch);
  const to = new URLSearchParams(toParams(toSearch));
  const keys: readonly string[] = readsUtm ? [...carriedKeys, ...utmKeys] : carriedKeys;
  for (const key of keys) {
    const value = from.get(key);
    if (value && !to.get(key)) to.set(key, value);
  }
  return to;
}

/** utm_pay=kf marks traffic sent by customer service. */
export function isServiceTraffic(params: QueryParams): boolean {
  return params.utm_pay === 'kf';
}

/** visit=sdk: opened inside a game's SDK web view (no login popup there). */
export function isSdkView(params: QueryParams): boolean {
  return params.visit === 'sdk';
}
