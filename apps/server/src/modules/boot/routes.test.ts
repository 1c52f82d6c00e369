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
});
