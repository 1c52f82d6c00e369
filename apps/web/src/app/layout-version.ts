import type { Tenant } from '@topup/tenants/tenant-schema';
import { usesNewLayout } from '@topup/tenants/tenant-rules';
import { regionFor } from '../features/region/resolve-region.ts';
import { readQueryParams } from '../shared/boot/query-params.ts';
import { getOrderSelection } from '../shared/storage/order-selection.ts';

export type LayoutVersion = 'new' | 'old';

// ?layout=new|old lets testers see either route set on any brand; it sticks for the tab.
export const LAYOUT_OVERRIDE_KEY = 'topup.layout';

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
  // The same area the goods page will resolve (SPEC §4), and the game the player comes back to, so
  // the first load already picks the right set instead of reloading into it.
  const region = regionFor(tenant, search);
  const clientId =
    readQueryParams(search, tenant.readsUtm).client_id ?? getOrderSelection().clientId;
  const area = region.ok ? region.area : undefined;
  return usesNewLayout(tenant, { area, clientId }) ? 'new' : 'old';
}
