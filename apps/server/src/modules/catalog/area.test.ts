import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { resolveArea } from './area.ts';

const tenants = loadTenants();
const tenant = (id: string): Tenant => tenants.find((t) => t.id === id)!;

describe('resolveArea', () => {
  it("takes an allowed domain_area over the game row's area", () => {
    expect(resolveArea(tenant('watt'), { domainArea: 'mea', clientArea: 'universal' })).toBe('mea');
  });

  it('refuses an area the brand does not offer with -3014', () => {
    for (const domainArea of ['kr', 'mars', 'UNIVERSAL']) {
      expect(() => resolveArea(tenant('watt'), { domainArea, clientArea: 'universal' })).toThrow(
        expect.objectContaining({ code: -3014 }),
      );
    }
  });

  it("uses the single area of a one-area brand, else the client id's area", () => {
    expect(resolveArea(tenant('ko'), { clientArea: 'kr' })).toBe('kr');
    expect(resolveArea(tenant('ko'), { domainArea: '  ', clientArea: 'kr' })).toBe('kr');
    // ssgame: the client id decides (17101 is ja, 17202 kr).
    expect(resolveArea(tenant('ssgame'), { clientArea: 'ja' })).toBe('ja');
    expect(resolveArea(tenant('ssgame'), { clientArea: 'kr' })).toBe('kr');
  });

  it('answers -3014 when nothing valid is left', () => {
    expect(() => resolveArea(tenant('watt'), { clientArea: 'kr' })).toThrow(
      expect.objectContaining({ code: -3014 }),
    );
  });
});
