import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { setItem } from '../shared/storage/storage.ts';
import { LAYOUT_OVERRIDE_KEY, resolveLayoutVersion, usesNewLayout } from './layout-version.ts';

const tenantWith = (newLayout: Tenant['newLayout']) => ({ newLayout, readsUtm: false }) as Tenant;

describe('new-layout rule', () => {
  it('follows each mode', () => {
    expect(usesNewLayout({ mode: 'all' }, {})).toBe(true);
    expect(usesNewLayout({ mode: 'none' }, { area: 'ja', clientId: '1' })).toBe(false);
    expect(usesNewLayout({ mode: 'areas', areas: ['ja'] }, { area: 'ja' })).toBe(true);
    expect(usesNewLayout({ mode: 'areas', areas: ['ja'] }, { area: 'kr' })).toBe(false);
    expect(usesNewLayout({ mode: 'areas', areas: ['ja'] }, {})).toBe(false);
    expect(usesNewLayout({ mode: 'games', clientIds: ['7'] }, { clientId: '7' })).toBe(true);
    expect(usesNewLayout({ mode: 'games', clientIds: ['7'] }, { clientId: '8' })).toBe(false);
  });
});

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

  it('lets ?layout= override the rule and remembers it for the tab', () => {
    const tenant = tenantWith({ mode: 'all' });
    expect(resolveLayoutVersion(tenant, '?layout=old')).toBe('old');
    expect(sessionStorage.getItem(LAYOUT_OVERRIDE_KEY)).toBe('old');
    expect(resolveLayoutVersion(tenant, '')).toBe('old');
    expect(resolveLayoutVersion(tenant, '?layout=new')).toBe('new');
    expect(resolveLayoutVersion(tenant, '?layout=bogus')).toBe('new');
  });
});
