import { describe, expect, it } from 'vitest';
import { loadTenants } from './all-tenants.ts';
import type { Area } from './areas.ts';
import type { Currency } from './currencies.ts';
import type { Tenant } from './tenant-schema.ts';
import {
  defaultCurrency,
  findGameByClientId,
  findGameByCode,
  isAllowedArea,
  koreaCompanyFor,
  regionalLink,
  usesNewLayout,
} from './tenant-rules.ts';

const tenants = new Map(loadTenants().map((t) => [t.id, t]));
const tenant = (id: string): Tenant => {
  const found = tenants.get(id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};

describe('defaultCurrency (SPEC §3)', () => {
  const rows: [string, Area | undefined, Currency][] = [
    ['ko', undefined, 'KRW'],
    ['dragon', undefined, 'USD'],
    ['watt', undefined, 'USD'],
    ['ru', undefined, 'USD'],
    ['rhinosSea', undefined, 'USD'],
    ['brandEn', undefined, 'USD'],
    ['coolgame', undefined, 'TWD'],
    ['rhinosTwhk', undefined, 'TWD'],
    ['acenetJp', undefined, 'JPY'],
    ['spotJp', undefined, 'JPY'],
    ['rhinosJp', undefined, 'JPY'],
    ['acenet', undefined, 'USD'],
    ['joynet', 'eru', 'USD'],
    ['joynet', 'ja', 'JPY'],
    ['joynet', 'universal', 'KRW'],
    ['ssgame', 'ja', 'JPY'],
    ['ssgame', 'kr', 'KRW'],
    ['ssgame', 'twhk', 'TWD'],
    ['ssgame', 'sea', 'USD'],
    ['ssgame', 'universal', 'USD'],
    ['joyage', 'universal', 'USD'],
    ['joyage', 'codapay', 'USD'],
    ['joyage', 'hk', 'TWD'],
    ['rhinos', 'kr', 'KRW'],
    ['rhinos', 'ja', 'JPY'],
  ];
  it.each(rows)('%s in area %s pays in %s', (id, area, currency) => {
    expect(defaultCurrency(tenant(id), area)).toBe(currency);
  });

  it('uses the brand default for areas without an override', () => {
    expect(defaultCurrency(tenant('ko'), 'kr')).toBe('KRW');
    expect(defaultCurrency(tenant('ssgame'))).toBe('USD');
  });
});

describe('allowed areas', () => {
  it.each([
    ['ko', ['kr']],
    ['ru', ['ru']],
    ['dragon', ['dragon']],
    ['ssgame', ['ja', 'kr', 'twhk', 'sea', 'universal']],
    ['joynet', ['eru', 'ja', 'universal']],
    ['joyage', ['universal', 'codapay', 'hk']],
    ['rhinos', ['kr', 'ja', 'universal']],
    ['rhinosTwhk', ['twhk']],
    ['rhinosSea', ['sea']],
    ['acenetJp', ['ja']],
    ['spotJp', ['ja']],
    ['rhinosJp', ['ja']],
  ])('%s allows exactly %j', (id, expected) => {
    expect([...tenant(id).areas].sort()).toEqual([...expected].sort());
  });

  it('isAllowedArea accepts only the tenant areas', () => {
    expect(isAllowedArea(tenant('ko'), 'kr')).toBe(true);
    expect(isAllowedArea(tenant('ko'), 'ja')).toBe(false);
    expect(isAllowedArea(tenant('ko'), 'mars')).toBe(false);
    expect(isAllowedArea(tenant('ko'), undefined)).toBe(false);
  });
});

describe('usesNewLayout', () => {
  it('"all" and "none" ignore the context', () => {
    expect(usesNewLayout(tenant('watt'), {})).toBe(true);
    expect(usesNewLayout(tenant('dragon'), { area: 'dragon', clientId: '12101' })).toBe(false);
  });

  it('"areas" follows the area, or the area of the client id', () => {
    const ssgame = tenant('ssgame');
    expect(usesNewLayout(ssgame, { area: 'ja' })).toBe(true);
    expect(usesNewLayout(ssgame, { area: 'sea' })).toBe(false);
    expect(usesNewLayout(ssgame, { clientId: '17201' })).toBe(true);
    expect(usesNewLayout(ssgame, { clientId: '17303' })).toBe(false);
    expect(usesNewLayout(ssgame, {})).toBe(false);
  });

  it('"games" follows the listed client ids', () => {
    const joynet = tenant('joynet');
    expect(usesNewLayout(joynet, { clientId: '16202' })).toBe(true);
    expect(usesNewLayout(joynet, { clientId: '16101', area: 'ja' })).toBe(false);
    expect(usesNewLayout(joynet, { area: 'ja' })).toBe(false);
  });
});

describe('links and games', () => {
  it('regionalLink prefers the area link, else the default', () => {
    const links = tenant('joynet').links.privacy;
    expect(regionalLink(links, 'ja')).toBe('https://jp.joynet.example/privacy');
    expect(regionalLink(links, 'universal')).toBe('https://www.joynet.example/privacy');
    expect(regionalLink(links)).toBe('https://www.joynet.example/privacy');
  });

  it('findGameByClientId returns the game, platform and area', () => {
    const match = findGameByClientId(tenant('ssgame'), '17302');
    expect(match?.game.code).toBe('jade-dynasty');
    expect(match?.platform).toBe('ios');
    expect(match?.area).toBe('sea');
    // Another brand's client id is not found through this brand.
    expect(findGameByClientId(tenant('ssgame'), '11101')).toBeUndefined();
    expect(findGameByClientId(tenant('ssgame'), undefined)).toBeUndefined();
  });

  it('findGameByCode is case-insensitive and scoped to the tenant', () => {
    expect(findGameByCode(tenant('watt'), 'Voltage-Arena')?.gpId).toBe(101);
    expect(findGameByCode(tenant('watt'), 'dragon-saga')).toBeUndefined();
  });
});

describe('koreaCompanyFor (SPEC §1, issue 17 defect 8)', () => {
  it('shows the company on the kr area of ssgame and rhinos, not on their other areas', () => {
    for (const id of ['ssgame', 'rhinos']) {
      expect(koreaCompanyFor(tenant(id), 'kr')?.registrationNo).toBeTruthy();
      expect(koreaCompanyFor(tenant(id), 'ja')).toBeUndefined();
      expect(koreaCompanyFor(tenant(id), undefined)).toBeUndefined();
    }
  });

  it('shows it everywhere on a Korea-only brand, and never on a brand without one', () => {
    expect(koreaCompanyFor(tenant('ko'), undefined)?.name).toBe('KO Play Co., Ltd.');
    expect(koreaCompanyFor(tenant('ko'), 'kr')?.name).toBe('KO Play Co., Ltd.');
    expect(koreaCompanyFor(tenant('watt'), 'kr')).toBeUndefined();
  });
});
