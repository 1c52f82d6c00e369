import { describe, expect, it } from 'vitest';
import { fixtureReader } from '../../provider-kit/scripted-transport.ts';
import { historyBody } from './messages.ts';
import { fromYmdt, listedOf, toYmdt, windowQuery } from './transactions.ts';

const fixture = fixtureReader(import.meta.url);
const lines = historyBody.parse(JSON.parse(fixture('history-cancelled.response.json')).body).list;

describe('NaverPay history by period', () => {
  it('writes and reads yyyyMMddHHmmss in Korean time', () => {
    // 2017-02-01 15:17:22 KST is 06:17:22 UTC.
    expect(fromYmdt('20170201151722')).toEqual(new Date('2017-02-01T06:17:22Z'));
    expect(toYmdt(new Date('2017-02-01T06:17:22Z'))).toBe('20170201151722');
    // Across the Korean midnight: 15:00 UTC is 00:00 the next day.
    expect(toYmdt(new Date('2017-01-31T15:00:00Z'))).toBe('20170201000000');
    expect(fromYmdt('2017-02-01')).toBeNull();
    expect(fromYmdt(undefined)).toBeNull();
  });

  it('asks a day window with an inclusive end, all approval types, page by page', () => {
    expect(
      windowQuery(
        { from: new Date('2017-01-31T15:00:00Z'), to: new Date('2017-02-01T15:00:00Z') },
        2,
      ),
    ).toEqual({
      startTime: '20170201000000',
      endTime: '20170201235959',
      approvalType: 'ALL',
      pageNumber: 2,
      rowsPerPage: 100,
    });
  });

  it('lists an approval as a paid payment and a cancel as a refund of its amount', () => {
    const [cancel, approval] = lines;
    expect(listedOf(approval!)).toEqual({
      kind: 'payment',
      status: 'paid',
      billingNo: 'B201702010001',
      providerRef: '20170201NP1043587746',
      amountMinor: 12000,
      currency: 'KRW',
      at: new Date('2017-02-01T06:17:22Z'),
    });
    expect(listedOf(cancel!)).toEqual({
      kind: 'refund',
      status: 'refunded',
      billingNo: 'B201702010001',
      providerRef: '20170201NP1043587999',
      amountMinor: 12000,
      currency: 'KRW',
      at: new Date('2017-02-02T01:15:00Z'),
    });
    expect(listedOf({ ...approval!, admissionState: 'FAIL' })).toBeNull();
    expect(listedOf({ ...approval!, admissionTypeCode: '99' })).toBeNull();
  });
});
