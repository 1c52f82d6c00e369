import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/tenant (the boot data of index.html, ADR 0002)', () => {
  it('tells the app what the brand does with a repeat payment (SPEC §4 status 10)', async () => {
    const repeatOf = async (host: string) => {
      const res = await t.app.inject({ url: '/api/tenant', headers: { host } });
      expect(res.statusCode).toBe(200);
      return res.json().data.tenant.repeatPayment as unknown;
    };
    expect(await repeatOf(hosts.watt)).toBe('refund');
    expect(await repeatOf('ko.localhost:8080')).toBe('credit');
  });

  it('names the backup hosts this page fails over to (SPEC §9), of its own kind', async () => {
    const backupsOf = async (host: string) => {
      const res = await t.app.inject({ url: '/api/tenant', headers: { host } });
      expect(res.statusCode).toBe(200);
      return res.json().data.tenant.backupHosts as string[];
    };
    // The tenant file's, for its configured hosts.
    expect(await backupsOf(hosts.watt)).toEqual([
      'https://pay-bak1.watt-games.example',
      'https://pay-bak2.watt-cdn.example',
    ]);
    // None of watt's backups is a demo host: its demo page has none rather than the live shop's.
    expect(await backupsOf(hosts.wattDemo)).toEqual([]);
    // Locally, stand-ins on this server's port, whatever port the Host names.
    const port = t.config.port;
    expect(await backupsOf('watt.localhost:5173')).toEqual([
      `http://api1.watt.localhost:${port}`,
      `http://api2.watt.localhost:${port}`,
    ]);
    expect(await backupsOf('demo.watt.localhost')).toEqual([
      `http://api1.demo.watt.localhost:${port}`,
      `http://api2.demo.watt.localhost:${port}`,
    ]);
  });

  it('answers on a backup host as its brand', async () => {
    for (const host of ['pay-bak1.watt-games.example', 'api2.watt.localhost:8080']) {
      const res = await t.app.inject({ url: '/api/tenant', headers: { host } });
      expect(res.json().data).toMatchObject({ tenant: { id: 'watt' }, demo: false });
    }
    const demo = await t.app.inject({
      url: '/api/tenant',
      headers: { host: 'api1.demo.ko.localhost' },
    });
    expect(demo.json().data).toMatchObject({ tenant: { id: 'ko' }, demo: true });
  });
});
