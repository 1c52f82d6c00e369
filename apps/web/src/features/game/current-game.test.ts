import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { setItem } from '../../shared/storage/storage.ts';
import { gameContextFor, resolveArea, resolveClientId, resolveGame } from './current-game.ts';

const tenant = {
  areas: ['universal', 'mea'],
  readsUtm: false,
  games: [
    { code: 'a', name: 'A', gpId: 1, clients: { web: { clientId: 'w1', area: 'universal' } } },
    {
      code: 'b',
      name: 'B',
      gpId: 2,
      clients: { web: { clientId: 'w2', area: 'mea' }, ios: { clientId: 'i2', area: 'mea' } },
    },
  ],
} as unknown as Tenant;

describe('current game', () => {
  beforeEach(() => localStorage.clear());

  it('finds a game by any platform client id and falls back to the first game', () => {
    expect(resolveGame(tenant, 'i2').gpId).toBe(2);
    expect(resolveGame(tenant, 'nope').gpId).toBe(1);
    expect(resolveClientId(tenant, 'i2')).toBe('i2');
    expect(resolveClientId(tenant, 'nope')).toBe('w1');
    expect(resolveClientId(tenant, undefined)).toBe('w1');
  });

  it('takes the area from domain_area, then storage, ignoring areas the tenant lacks', () => {
    expect(resolveArea(tenant, 'mea')).toBe('mea');
    expect(resolveArea(tenant, 'kr')).toBeUndefined();
    setItem('payment_domain_area', 'universal');
    expect(resolveArea(tenant, undefined)).toBe('universal');
  });

  it('reads the SDK view flag', () => {
    expect(gameContextFor(tenant, '?visit=sdk&client_id=w2')).toMatchObject({
      sdk: true,
      clientId: 'w2',
    });
  });
});
