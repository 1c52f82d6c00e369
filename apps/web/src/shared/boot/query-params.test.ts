import { afterEach, describe, expect, it } from 'vitest';
import { setBoot } from './boot.ts';
import { carryQuery, isSdkView, isServiceTraffic, readQueryParams } from './query-params.ts';
import { testBoot } from './test-boot.ts';

afterEach(() => setBoot(null));

const utm = 'utm_campaign=c&utm_content=t&utm_medium=m&utm_source=s';

describe('readQueryParams', () => {
  it('reads the SPEC §2 parameters and ignores unknown or empty ones', () => {
    const q = readQueryParams(
      '?client_id=1001&oauth_token=t&area_id=eru&server_id=3&role_id=r&utm_pay=kf&visit=sdk' +
        '&spec_lang=ja&replenish_id=R&rp_client_id=9&billing_no=B&domain_area=eru&idfv=dev&x=1&role_id=',
      false,
    );
    expect(q).toEqual({
      client_id: '1001',
      oauth_token: 't',
      area_id: 'eru',
      server_id: '3',
      role_id: 'r',
      utm_pay: 'kf',
      visit: 'sdk',
      spec_lang: 'ja',
      replenish_id: 'R',
      rp_client_id: '9',
      billing_no: 'B',
      domain_area: 'eru',
      idfv: 'dev',
    });
    expect(isServiceTraffic(q)).toBe(true);
    expect(isSdkView(q)).toBe(true);
    expect(readQueryParams('?client_id=', false)).toEqual({});
  });

  it('reads utm_* only for a tenant that reads them', () => {
    expect(readQueryParams(`?${utm}`)).toEqual({});
    setBoot(testBoot({ readsUtm: true }));
    expect(readQueryParams(`?${utm}`)).toEqual({
      utm_campaign: 'c',
      utm_content: 't',
      utm_medium: 'm',
      utm_source: 's',
    });
  });
});

describe('carryQuery', () => {
  it('carries replenish ids, idfv and the whitelist when the next route lacks them', () => {
    const next = carryQuery(
      '?replenish_id=R&rp_client_id=9&idfv=d&client_id=1&domain_area=eru&visit=sdk&spec_lang=ko&utm_pay=kf&oauth_token=secret&server_id=3',
      '?tab=1',
      false,
    );
    expect(Object.fromEntries(next)).toEqual({
      tab: '1',
      replenish_id: 'R',
      rp_client_id: '9',
      idfv: 'd',
      client_id: '1',
      domain_area: 'eru',
      visit: 'sdk',
      spec_lang: 'ko',
      utm_pay: 'kf',
    });
  });

  it('keeps values the next route sets itself', () => {
    const next = carryQuery('?client_id=1&spec_lang=ko', '?client_id=2', false);
    expect(next.get('client_id')).toBe('2');
    expect(next.get('spec_lang')).toBe('ko');
  });

  it('carries utm_* only when the tenant reads them', () => {
    expect(carryQuery(`?${utm}`, '', false).toString()).toBe('');
    expect(carryQuery(`?${utm}`, '', true).get('utm_source')).toBe('s');
  });

  it('does not mutate the target it was given', () => {
    const to = new URLSearchParams('a=1');
    carryQuery('?idfv=d', to, false);
    expect(to.toString()).toBe('a=1');
  });
});
