import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { getItem, setItem } from '../../shared/storage/storage.ts';
import { forgetRegion, regionFor, resolveRegion, saveRegion } from './resolve-region.ts';

const game = (gpId: number, clientId: string, area: string) => ({
  code: `g${gpId}`,
  name: `G${gpId}`,
  gpId,
  clients: { web: { clientId, area }, ios: { clientId: `${clientId}-ios`, area } },
});
const tenant = (id: string, areas: string[]) =>
  ({
    id,
    areas,
    readsUtm: false,
    areaFromClientId: id === 'ssgame',
    games: [game(1, '17103', 'ja'), game(2, '17203', 'kr'), game(3, '17303', 'sea')],
  }) as unknown as Tenant;

const watt = tenant('watt', ['universal', 'useuro', 'mea']);
const ssgame = tenant('ssgame', ['ja', 'kr', 'twhk', 'sea', 'universal']);
const dragon = tenant('dragon', ['dragon']);

describe('resolveRegion (SPEC §4)', () => {
  it('takes domain_area from the query first', () => {
    expect(resolveRegion(watt, { domainArea: 'mea', stored: 'universal' })).toEqual({
      ok: true,
      area: 'mea',
    });
  });

  it("maps ssgame's client_id to its game's area, on any platform, before the saved area", () => {
    expect(resolveRegion(ssgame, { clientId: '17203', stored: 'ja' })).toEqual({
      ok: true,
      area: 'kr',
    });
    expect(resolveRegion(ssgame, { clientId: '17303-ios' })).toEqual({ ok: true, area: 'sea' });
    // domain_area still outranks the client id.
    expect(resolveRegion(ssgame, { domainArea: 'twhk', clientId: '17203' })).toEqual({
      ok: true,
      area: 'twhk',
    });
  });

  it('uses the client_id rule for ssgame only', () => {
    const wattLike = tenant('watt', ['ja', 'kr']);
    expect(resolveRegion(wattLike, { clientId: '17203' })).toEqual({ ok: false });
    expect(resolveRegion(wattLike, { clientId: '17203', stored: 'ja' })).toEqual({
      ok: true,
      area: 'ja',
    });
  });

  it('falls back to the saved area, and past an unknown ssgame client id', () => {
    expect(resolveRegion(watt, { stored: 'useuro' })).toEqual({ ok: true, area: 'useuro' });
    expect(resolveRegion(ssgame, { clientId: '99999', stored: 'twhk' })).toEqual({
      ok: true,
      area: 'twhk',
    });
  });

  it('uses the only area of a single-area tenant whatever else is named', () => {
    expect(resolveRegion(dragon, {})).toEqual({ ok: true, area: 'dragon' });
    expect(resolveRegion(dragon, { domainArea: 'kr', stored: 'mea' })).toEqual({
      ok: true,
      area: 'dragon',
    });
  });

  it('is not valid without an area, or with one the tenant does not serve', () => {
    expect(resolveRegion(watt, {})).toEqual({ ok: false });
    expect(resolveRegion(watt, { stored: 'kr' })).toEqual({ ok: false });
    expect(resolveRegion(watt, { stored: 42 })).toEqual({ ok: false });
    // A wrong link is reported, not silently replaced by the saved area.
    expect(resolveRegion(watt, { domainArea: 'kr', stored: 'mea' })).toEqual({ ok: false });
  });
});

describe('regionFor', () => {
  beforeEach(() => localStorage.clear());

  it('reads the query and the saved area', () => {
    expect(regionFor(watt, '?domain_area=mea')).toEqual({ ok: true, area: 'mea' });
    expect(regionFor(watt, '')).toEqual({ ok: false });
    saveRegion('useuro');
    expect(regionFor(watt, '?client_id=1')).toEqual({ ok: true, area: 'useuro' });
    expect(regionFor(ssgame, '?client_id=17103&domain_area=')).toEqual({ ok: true, area: 'ja' });
  });

  it('forgets the saved area', () => {
    setItem('payment_domain_area', 'mea');
    forgetRegion();
    expect(getItem('payment_domain_area')).toBeNull();
  });
});
