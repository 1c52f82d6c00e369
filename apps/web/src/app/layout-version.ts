import type { Tenant } from '@topup/tenants/tenant-schema';
import { readQueryParams } from '../shared/boot/query-params.ts';
import { getItem } from '../shared/storage/storage.ts';

export type LayoutVersion = 'new' | 'old';

// ?layout=new|old lets testers see either route set on any brand; it sticks for the tab.
export const LAYOUT_OVERRIDE_KEY = 'topup.layout';

type RuleInput = { area?: string; clientId?: string };

/** The tenant's newLayout rule (SPEC §1: per brand, area or game list). */
export function usesNewLayout(rule: Tenant['newLayout'], { area, clientId }: RuleInput): boolean {
  switch (rule.mode) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'areas':
      return area !== undefined && (rule.areas as readonly string[]).includes(area);
    case 'games':
      return clientId !== undefined && rule.clientIds.includes(clientId);
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function override(search: string, session: Storage | null): LayoutVersion | null {
  const asked = new URLSearchParams(search).get('layout');
  if (asked === 'new' || asked === 'old') {
    try {
      session?.setItem(LAYOUT_OVERRIDE_KEY, asked);
    } catch {
      // storage disabled: the override holds for this load only
    }
    return asked;
  }
  const saved = session?.getItem(LAYOUT_OVERRIDE_KEY);
  return saved === 'new' || saved === 'old' ? saved : null;
}

/** Which route set this page load uses. */
export function resolveLayoutVersion(
  tenant: Tenant,
  search: string,
  session: Storage | null = sessionStore(),
): LayoutVersion {
  const forced = override(search, session);
  if (forced) return forced;
  const q = readQueryParams(search, tenant.readsUtm);
  const saved = getItem<unknown>('payment_domain_area');
  const area = q.domain_area ?? (typeof saved === 'string' ? saved : undefined);
  return usesNewLayout(tenant.newLayout, { area, clientId: q.client_id }) ? 'new' : 'old';
}
