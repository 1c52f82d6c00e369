import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { catalogRows } from '../catalog/seed-rows.ts';
import { limitRows } from './seed.ts';

describe('seeded purchase limits', () => {
  const tenants = loadTenants();

  it('gives every limited product of every tenant a limit, one of each type per game', () => {
    for (const tenant of tenants) {
      const rows = limitRows(tenant);
      const limited = catalogRows(tenant).goods.filter((g) => g.isLimit);
      expect(rows.map((r) => r.productId).sort()).toEqual(limited.map((g) => g.productId).sort());
      expect(rows.every((r) => r.tenantId === tenant.id)).toBe(true);
      const games = new Set(limited.map((g) => g.gameCode));
      expect(rows.filter((r) => r.limitType === 'role')).toHaveLength(games.size);
      expect(rows.filter((r) => r.limitType === 'time')).toHaveLength(games.size);
      expect(rows.filter((r) => r.limitType === 'game')).toHaveLength(games.size);
    }
  });

  it('is deterministic', () => {
    expect(tenants.flatMap(limitRows)).toEqual(tenants.flatMap(limitRows));
  });
});
