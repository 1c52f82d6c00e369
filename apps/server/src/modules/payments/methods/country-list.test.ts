import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryListSchema } from '@topup/contracts/payments';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { apiGetter, brandHosts as h } from '../../catalog/test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/pay/getCountryList';

async function countries(host: string, query: Record<string, string>) {
  const res = await get(host, path, query);
  expect(res.code, res.msg).toBe(1);
  return countryListSchema.parse(res.data).countries;
}

describe('GET /api/pay/getCountryList', () => {
  it('lists the countries with methods in the area in the SPEC display order, with English names', async () => {
    expect(await countries(h.watt, { client_id: '11103' })).toEqual([
      { code: 'TR', name: expect.stringMatching(/^T(u|ü)rk/) },
      { code: 'BR', name: 'Brazil' },
      { code: 'US', name: 'United States' },
      { code: 'DE', name: 'Germany' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'MX', name: 'Mexico' },
    ]);
    const mea = await countries(h.watt, { client_id: '11103', domain_area: 'mea' });
    expect(mea.map((c) => c.code)).toEqual(['TR', 'AE', 'SA']);
  });

  it('follows the area of the client id and single-area brands', async () => {
    expect(await countries(h.ko, { client_id: '13103' })).toEqual([
      { code: 'KR', name: 'South Korea' },
    ]);
    const ja = await countries(h.ssgame, { client_id: '17103' });
    expect(ja.map((c) => c.code)).toEqual(['JP']);
    const twhk = await countries(h.ssgame, { client_id: '17103', domain_area: 'twhk' });
    expect(twhk.map((c) => c.code)).toEqual(['HK', 'TW']);
  });

  it('answers -3001, -3014 and -400', async () => {
    expect((await get(h.ko, path, { client_id: '11103' })).code).toBe(-3001);
    expect((await get(h.ko, path, { client_id: '13103', domain_area: 'sea' })).code).toBe(-3014);
    expect(await get(h.ko, path, {})).toMatchObject({ status: 400, code: -400 });
    const long = await get(h.ko, path, { client_id: '13103', domain_area: 'x'.repeat(33) });
    expect(long).toMatchObject({ status: 400, code: -400 });
  });
});
