import { describe, expect, it } from 'vitest';
import { formatDifferenceReport, parseDifferenceQuery } from './difference-report.ts';

describe('MyCard differences report', () => {
  it("writes the spec's example line", () => {
    expect(
      formatDifferenceReport([
        {
          paymentType: 'INGAME',
          tradeSeq: 'KDS1501010000001',
          myCardTradeNo: 'MXXXXX0000000001',
          facTradeSeq: 'FacTradeSeq00001',
          customerId: 'Cust001',
          amountMinor: 15000,
          currency: 'TWD',
          // 2015-01-01T18:18:18 in Taiwan is 10:18:18 UTC.
          tradedAt: new Date('2015-01-01T10:18:18Z'),
        },
      ]),
    ).toBe(
      'INGAME,KDS1501010000001,MXXXXX0000000001,FacTradeSeq00001,Cust001,150,TWD,2015-01-01T18:18:18<BR>',
    );
  });

  it('joins several trades and keeps commas out of fields', () => {
    const trade = {
      paymentType: 'COSTPOINT',
      tradeSeq: 'T1',
      myCardTradeNo: 'MMS1',
      facTradeSeq: 'B1',
      customerId: 'a,b',
      amountMinor: 499,
      currency: 'USD',
      tradedAt: new Date('2018-09-21T00:00:00Z'),
    };
    expect(formatDifferenceReport([trade, { ...trade, facTradeSeq: 'B2' }])).toBe(
      'COSTPOINT,T1,MMS1,B1,ab,4.99,USD,2018-09-21T08:00:00<BR>COSTPOINT,T1,MMS1,B2,ab,4.99,USD,2018-09-21T08:00:00<BR>',
    );
    expect(formatDifferenceReport([])).toBe('');
  });

  it('reads a MyCardTradeNo or a date window, and nothing else', () => {
    expect(parseDifferenceQuery('MyCardTradeNo=MMS1809210000151021')).toEqual({
      kind: 'trade',
      myCardTradeNo: 'MMS1809210000151021',
    });
    expect(
      parseDifferenceQuery('StartDateTime=2015-01-01T00:00:00&EndDateTime=2015-01-02T00:00:00'),
    ).toEqual({
      kind: 'window',
      start: '2015-01-01T00:00:00',
      end: '2015-01-02T00:00:00',
    });
    expect(
      parseDifferenceQuery('StartDateTime=2015-01-02T00:00:00&EndDateTime=2015-01-01T00:00:00'),
    ).toBeNull();
    expect(parseDifferenceQuery('StartDateTime=yesterday&EndDateTime=today')).toBeNull();
    expect(parseDifferenceQuery('')).toBeNull();
  });
});
