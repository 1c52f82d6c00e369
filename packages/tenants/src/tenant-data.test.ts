import { describe, expect, it } from 'vitest';
import { loadTenants } from './all-tenants.ts';

const specIds = [
  'watt',
  'dragon',
  'ko',
  'coolgame',
  'ru',
  'joynet',
  'ssgame',
  'joyage',
  'acenet',
  'acenetJp',
  'rhinosTwhk',
  'rhinos',
  'spotJp',
  'rhinosJp',
  'rhinosSea',
  'brandEn',
];

describe('loadTenants with the real configuration', () => {
  const tenants = loadTenants();
  const byId = new Map(tenants.map((t) => [t.id, t]));

  it('loads all 16 SPEC tenants', () => {
    expect(tenants.map((t) => t.id).sort()).toEqual([...specIds].sort());
  });

  it('gives every brand its own colour, title and icon', () => {
    expect(new Set(tenants.map((t) => t.brandColor.toLowerCase())).size).toBe(16);
    expect(new Set(tenants.map((t) => t.title)).size).toBe(16);
    for (const t of tenants) expect(t.icon).toMatch(/^\/brands\/[a-z-]+\.svg$/);
  });

  it('reads UTM parameters for brandEn only', () => {
    expect(tenants.filter((t) => t.readsUtm).map((t) => t.id)).toEqual(['brandEn']);
  });

  it('names the selling company and a support channel on every brand (issue 29 item 7)', () => {
    for (const t of tenants) {
      // The imprint and the copyright line name the same company.
      expect(t.copyright, t.id).toContain(t.company.legalName);
      expect(t.company.address, t.id).toMatch(/\d.*, .+, .+/);
      const channels = [
        t.support.email?.split('@')[1],
        t.support.url && new URL(t.support.url).host,
      ];
      expect(channels.filter(Boolean).length, t.id).toBeGreaterThan(0);
      for (const host of channels.filter(Boolean)) expect(host, t.id).toMatch(/\.example$/);
    }
    // Where a legal notice names the seller, the receipt's seller is the same company.
    const ko = byId.get('ko')!;
    expect([ko.koreaCompany?.name, ko.koreaCompany?.address]).toEqual([
      ko.company.legalName,
      ko.company.address,
    ]);
    const acenetJp = byId.get('acenetJp')!;
    expect(acenetJp.jpTradeLaw?.seller).toBe(acenetJp.company.legalName);
  });

  it('carries the Japanese trade-law notice and the Korean company block', () => {
    expect(byId.get('acenetJp')?.jpTradeLaw?.seller).toBeTruthy();
    expect(byId.get('ko')?.koreaCompany?.registrationNo).toBeTruthy();
    expect(tenants.filter((t) => t.koreaCompany).map((t) => t.id)).toEqual([
      'ko',
      'ssgame',
      'rhinos',
    ]);
    // Every brand serving Korea carries it (issue 17 defect 8: ssgame and rhinos lacked it).
    for (const t of tenants.filter((x) => x.areas.includes('kr'))) {
      expect(t.koreaCompany?.registrationNo, t.id).toBeTruthy();
    }
  });

  it.each([
    ['ko', 'ko'],
    ['ru', 'ru'],
    ['acenetJp', 'ja'],
    ['spotJp', 'ja'],
    ['rhinosJp', 'ja'],
    ['coolgame', 'zh-tw'],
    ['rhinosTwhk', 'zh-tw'],
    ['rhinosSea', 'en'],
    ['watt', 'en'],
  ])('%s defaults to %s', (id, language) => {
    expect(byId.get(id)?.defaultLanguage).toBe(language);
  });

  it('offers th, vi, id and ms for rhinosSea', () => {
    expect(byId.get('rhinosSea')?.languages).toEqual(
      expect.arrayContaining(['th', 'vi', 'id', 'ms']),
    );
  });

  it('has at least two games and demo hosts containing "demo" everywhere', () => {
    for (const t of tenants) {
      expect(t.games.length).toBeGreaterThanOrEqual(2);
      for (const host of t.hosts.demo) expect(host).toContain('demo');
      for (const host of t.hosts.production) expect(host).not.toContain('demo');
    }
  });
});
