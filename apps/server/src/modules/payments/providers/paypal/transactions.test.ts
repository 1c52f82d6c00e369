import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listedOf, searchQuery, transactionSearchPage } from './transactions.ts';

const page = transactionSearchPage.parse(
  JSON.parse(
    readFileSync(new URL('fixtures/transaction-search.response.json', import.meta.url), 'utf8'),
  ),
);

describe('PayPal transaction search', () => {
  it('asks for one window of transaction_info, 500 a page, in whole seconds', () => {
    const query = new URLSearchParams(
      searchQuery(
        { from: new Date('2026-11-25T00:00:00.000Z'), to: new Date('2026-11-26T00:00:00.000Z') },
        2,
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      start_date: '2026-11-25T00:00:00Z',
      end_date: '2026-11-26T00:00:00Z',
      fields: 'transaction_info',
      page_size: '500',
      page: '2',
    });
  });

  it('reads the documented sample: payments and refunds, other lines left out', () => {
    const lines = (page.transaction_details ?? []).map((d) => listedOf(d.transaction_info));
    expect(lines).toEqual([
      {
        kind: 'payment',
        status: 'paid',
        billingNo: 'Invoice-005',
        providerRef: '5TY05013RG002845M',
        amountMinor: 46500,
        currency: 'USD',
        at: new Date('2014-07-11T04:03:52Z'),
      },
      {
        kind: 'refund',
        status: 'refunded',
        billingNo: 'Invoice-005',
        providerRef: '8XU41238RM776504J',
        amountMinor: 10000,
        currency: 'USD',
        at: new Date('2014-07-11T05:10:01Z'),
      },
      null,
    ]);
  });
});
