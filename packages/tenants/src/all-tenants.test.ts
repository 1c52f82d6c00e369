import { describe, expect, it } from 'vitest';
import { loadTenants, TenantConfigError, tenantInputs } from './all-tenants.ts';
import type { TenantInput } from './tenant-schema.ts';
import { dragon } from './tenants/dragon.ts';
import { watt } from './tenants/watt.ts';

function loadError(inputs: readonly TenantInput[]): TenantConfigError {
  try {
    loadTenants(inputs);
  } catch (error) {
    if (error instanceof TenantConfigError) return error;
    throw error;
  }
  throw new Error('expected loadTenants to throw');
}

const clone = (input: TenantInput): TenantInput => structuredClone(input);

describe('loadTenants errors', () => {
  it('reports one line per bad field as <tenantId>.<path>: <message>', () => {
    const broken = clone(watt) as Record<string, unknown> & TenantInput;
    broken.brandColor = 'orange';
    broken.hosts = { production: ['Pay.Watt.example:443'], demo: ['demo-pay.watt-games.example'] };
    broken.dataGateway = 'not a url';
    const error = loadError([broken, dragon]);
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^watt\.brandColor: /);
    expect(lines[1]).toMatch(/^watt\.hosts\.production\.0: /);
    expect(lines[2]).toMatch(/^watt\.dataGateway: /);
    expect(error.lines).toEqual(lines);
  });

  it('refuses a brand without its company or a support channel (issue 29 item 7)', () => {
    const { company: _company, ...noCompany } = clone(watt);
    const noChannel = { ...clone(dragon), support: {} };
    const lines = loadError([noCompany as TenantInput, noChannel]).lines;
    expect(lines).toContainEqual(expect.stringMatching(/^watt\.company: /));
    expect(lines).toContainEqual('dragon.support: name a support e-mail, a support URL or both');
    const plainHttp = { ...clone(dragon), support: { url: 'http://help.dragon-saga.example' } };
    expect(loadError([plainHttp]).lines).toEqual([
      expect.stringMatching(/^dragon\.support\.url: /),
    ]);
  });

  it('labels a tenant without a usable id by its position', () => {
    const broken = { ...clone(dragon), id: 42 } as unknown as TenantInput;
    expect(loadError([watt, broken]).message).toMatch(/^#1\.id: /);
  });

  it('reports cross-field mistakes with their path', () => {
    const broken = clone(dragon);
    broken.currencies = { default: 'USD', perArea: { kr: 'KRW' } };
    broken.newLayout = { mode: 'games', clientIds: ['99999'] };
    broken.hosts = {
      production: ['pay.dragon-saga.example'],
      demo: ['staging.dragon-saga.example'],
    };
    expect(loadError([broken]).lines).toEqual([
      'dragon.hosts.demo.0: demo host "staging.dragon-saga.example" must contain "demo"',
      'dragon.currencies.perArea.kr: area "kr" is not in areas',
      'dragon.newLayout.clientIds.0: client id "99999" is not a game of this tenant',
    ]);
  });

  it('rejects a delivery limit not longer than the "delayed" time (issue 18)', () => {
    const broken = { ...clone(dragon), deliveryDelayMinutes: 30, deliveryLimitMinutes: 30 };
    expect(loadError([broken]).lines).toEqual([
      'dragon.deliveryLimitMinutes: must be longer than deliveryDelayMinutes (30)',
    ]);
    const fine = loadTenants([{ ...clone(dragon), deliveryDelayMinutes: 30 }])[0]!;
    expect([fine.deliveryLimitMinutes, fine.undeliveredRule]).toEqual([60, 'refund']);
  });

  it('rejects duplicate ids, including ids that differ only in case', () => {
    const copy = { ...clone(dragon), id: 'wATT' } as TenantInput;
    copy.hosts = { production: ['pay.other.example'], demo: ['demo.other.example'] };
    copy.games = [
      { code: 'x', name: 'X', gpId: 1, clients: { web: { clientId: '9', area: 'dragon' } } },
    ];
    expect(loadError([watt, copy]).lines).toEqual(['wATT.id: id "watt" is already used by watt']);
  });

  it('rejects a host used by two tenants, production or demo', () => {
    const copy = clone(dragon);
    copy.hosts = { production: ['pay.watt-games.example'], demo: ['demo-pay.watt-games.example'] };
    expect(loadError([watt, copy]).lines).toEqual([
      'dragon.hosts.production.0: host "pay.watt-games.example" is already used by watt',
      'dragon.hosts.demo.0: host "demo-pay.watt-games.example" is already used by watt',
    ]);
  });

  it('rejects a backup host shared by two tenants, or a page host of another as a backup', () => {
    const copy = clone(dragon);
    copy.backupHosts = ['https://pay-bak1.watt-games.example', 'https://topup.watt-games.example'];
    expect(loadError([watt, copy]).lines).toEqual([
      'dragon.backupHosts.0: host "pay-bak1.watt-games.example" is already used by watt',
      'dragon.backupHosts.1: host "topup.watt-games.example" is already used by watt',
    ]);
  });

  it('rejects a backup host that is not an https origin', () => {
    const broken = clone(dragon);
    broken.backupHosts = [
      'http://pay2.dragon-saga.example',
      'https://pay3.dragon-edge.example/api',
    ];
    expect(loadError([broken]).lines).toEqual([
      'dragon.backupHosts.0: backup host "http://pay2.dragon-saga.example" must be an https origin (no path, query or credentials)',
      'dragon.backupHosts.1: backup host "https://pay3.dragon-edge.example/api" must be an https origin (no path, query or credentials)',
    ]);
  });

  it('rejects a client id used by two tenants', () => {
    const copy = clone(dragon);
    copy.games[1]!.clients.ios = { clientId: '11102', area: 'dragon' };
    expect(loadError([watt, copy]).lines).toEqual([
      'dragon.games.1.clients.ios.clientId: client id "11102" is already used by watt',
    ]);
  });

  it('accepts the real inputs in any order', () => {
    expect(loadTenants([...tenantInputs].reverse())).toHaveLength(16);
  });
});
