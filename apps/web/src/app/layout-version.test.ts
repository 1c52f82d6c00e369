import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { setItem } from '../shared/storage/storage.ts';
import { setOrderSelection } from '../shared/storage/order-selection.ts';
import { LAYOUT_OVERRIDE_KEY, resolveLayoutVersion } from './layout-version.ts';

// The mode rules themselves are tested in packages/tenants (tenant-rules.test.ts).
const tenantWith = (newLayout: Tenant['newLayout']) =>
  ({
    newLayout,
    readsUtm: false,
    areaFromClientId: false,
    areas: ['ja', 'kr'],
    games: [{ clients: { web: { clientId: '11103', area: 'kr' } } }],
  }) as unknown as Tenant;

describe('resolveLayoutVersion', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('uses domain_area from the query, else the stored area', () => {
    const tenant = tenantWith({ mode: 'areas', areas: ['ja'] });
    expect(resolveLayoutVersion(tenant, '?domain_area=ja')).toBe('new');
    expect(resolveLayoutVersion(tenant, '')).toBe('old');
    setItem('payment_domain_area', 'ja');
    expect(resolveLayoutVersion(tenant, '')).toBe('new');
  });

  it('uses client_id for the games mode', () => {
    const tenant = tenantWith({ mode: 'games', clientIds: ['11103'] });
    expect(resolveLayoutVersion(tenant, '?client_id=11103')).toBe('new');
    expect(resolveLayoutVersion(tenant, '?client_id=1')).toBe('old');
  });

  it('uses the game the player comes back to when the link names none', () => {
    const tenant = tenantWith({ mode: 'games', clientIds: ['11103'] });
    expect(resolveLayoutVersion(tenant, '')).toBe('old');
    setOrderSelection({ clientId: '11103' });
    expect(resolveLayoutVersion(tenant, '')).toBe('new');
  });

  it('ignores an area the brand does not serve', () => {
    const tenant = tenantWith({ mode: 'areas', areas: ['ja'] });
    expect(resolveLayoutVersion(tenant, '?domain_area=eru')).toBe('old');
  });

  it('lets ?layout= override the rule and remembers it for the tab', () => {
    const tenant = tenantWith({ mode: 'all' });
    expect(resolveLayoutVersion(tenant, '?layout=old')).toBe('old');
    expect(sessionStorage.getItem(LAYOUT_OVERRIDE_KEY)).toBe('old');
    expect(resolveLayoutVersion(tenant, '')).toBe('old');
    expect(resolveLayoutVersion(tenant, '?layout=new')).toBe('new');
    expect(resolveLayoutVersion(tenant, '?layout=bogus')).toBe('new');
  });
});
