import { describe, expect, it } from 'vitest';
import { loadTenants } from './all-tenants.ts';
import { createHostResolver, isBareLocalHost, normalizeHost } from './resolve-host.ts';

const tenants = loadTenants();
const resolve = createHostResolver(tenants);
const idOf = (host: string | undefined) => resolve(host)?.tenant.id ?? null;

describe('createHostResolver', () => {
  it.each([
    ['pay.watt-games.example', 'watt', false],
    ['topup.watt-games.example', 'watt', false],
    ['demo-pay.watt-games.example', 'watt', true],
    ['pay.acenet-jp.example', 'acenetJp', false],
    ['demo-shop.ssgame.example', 'ssgame', true],
    ['acenetjp.localhost', 'acenetJp', false],
    ['demo.acenetjp.localhost', 'acenetJp', true],
    ['rhinossea.localhost:5173', 'rhinosSea', false],
    ['PAY.WATT-GAMES.EXAMPLE:8443', 'watt', false],
    ['Demo-Pay.Rhinos.Example', 'rhinos', true],
    ['pay.brand-en.example.', 'brandEn', false],
  ])('%s → %s (demo %s)', (host, id, demo) => {
    const match = resolve(host);
    expect(match?.tenant.id).toBe(id);
    expect(match?.demo).toBe(demo);
  });

  it.each([
    ['pay-bak1.watt-games.example', 'watt', false],
    ['PAY-BAK2.WATT-CDN.EXAMPLE:443', 'watt', false],
    ['pay.ssgame-global.example', 'ssgame', false],
    ['api1.watt.localhost:9300', 'watt', false],
    ['api2.watt.localhost', 'watt', false],
    ['api1.demo.watt.localhost:5173', 'watt', true],
    ['api2.demo.rhinossea.localhost', 'rhinosSea', true],
  ])('backup host %s → %s (demo %s)', (host, id, demo) => {
    const match = resolve(host);
    expect(match?.tenant.id).toBe(id);
    expect(match?.demo).toBe(demo);
  });

  it('resolves every backup host to its own tenant', () => {
    for (const tenant of tenants) {
      for (const origin of tenant.backupHosts) {
        expect(resolve(new URL(origin).host)?.tenant).toBe(tenant);
      }
    }
  });

  it('resolves every configured host to its own tenant only', () => {
    for (const tenant of tenants) {
      for (const host of [...tenant.hosts.production, ...tenant.hosts.demo]) {
        expect(resolve(host)).toEqual({ tenant, demo: host.includes('demo') });
      }
    }
  });

  it.each([
    undefined,
    '',
    'localhost',
    'localhost:3000',
    '127.0.0.1:8080',
    '[::1]:8080',
    'evil.example',
    'pay.watt-games.example.evil.example',
    'x.pay.watt-games.example',
    'watt.localhost.evil.example',
    'acenetJp',
    'api3.watt.localhost',
    'api1.api1.watt.localhost',
    'x.pay-bak1.watt-games.example',
  ])('%s resolves to no tenant', (host) => {
    expect(idOf(host)).toBeNull();
  });

  it('never falls back from one brand to a similar one', () => {
    expect(idOf('pay.rhinos-jp.example')).toBe('rhinosJp');
    expect(idOf('pay.rhinos.example')).toBe('rhinos');
    expect(idOf('acenet.localhost')).toBe('acenet');
    expect(idOf('acenet-jp.localhost')).toBeNull();
  });

  it('refuses a host configured for two tenants', () => {
    const [a, b] = tenants;
    const clash = { ...b!, hosts: { ...b!.hosts, production: [a!.hosts.production[0]!] } };
    expect(() => createHostResolver([a!, clash])).toThrow(/configured for both/);
  });

  it('refuses a backup host configured for two tenants', () => {
    const [a, b] = tenants;
    const clash = { ...b!, backupHosts: [a!.backupHosts[0]!] };
    expect(() => createHostResolver([a!, clash])).toThrow(/configured for both/);
  });
});

describe('host normalisation', () => {
  it.each([
    ['Pay.Watt-Games.Example:443', 'pay.watt-games.example'],
    ['[::1]:8080', '[::1]'],
    ['[2001:DB8::1]', '[2001:db8::1]'],
    ['::1', '::1'],
    ['  localhost  ', 'localhost'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each(['localhost', 'LOCALHOST:5173', '127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:8080'])(
    '%s is a bare local host',
    (host) => expect(isBareLocalHost(host)).toBe(true),
  );

  it.each([undefined, 'watt.localhost', 'pay.watt-games.example', '127.0.0.2', '[::2]:80'])(
    '%s is not a bare local host',
    (host) => expect(isBareLocalHost(host)).toBe(false),
  );
});
