import { describe, expect, it } from 'vitest';
import { scriptedTransport } from '../../provider-kit/scripted-transport.ts';
import type { AdyenCredentials } from './credentials.ts';
import { accountingReportName, linesOfAccountingReport, parseCsv } from './accounting-report.ts';
import { createAdyenProtocol } from './protocol.ts';

const protocol = createAdyenProtocol({ emulatorBase: 'http://watt.localhost:3000/' });
const credentials: AdyenCredentials = {
  merchantAccount: 'TestMerchant',
  apiKey: 'AQE-test-key',
  clientKey: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  reportUser: 'report@Company.TestCompany',
  reportPassword: 'report-secret',
};
const window = { from: new Date('2026-04-03T00:00:00Z'), to: new Date('2026-04-04T00:00:00Z') };

// The documented standard columns (https://docs.adyen.com/reporting/invoice-reconciliation/
// payment-accounting-report), some of them only, in another order: columns are read by name.
const REPORT = [
  'Record Type,Merchant Reference,Psp Reference,Company Account,Merchant Account,Payment Method,Booking Date,TimeZone,Main Currency,Main Amount',
  'Received,B1,8815000000000001,TestCompany,TestMerchant,visa,2026-04-03 10:00:00,UTC,EUR,10.00',
  'Authorised,B1,8815000000000001,TestCompany,TestMerchant,visa,2026-04-03 10:00:01,UTC,EUR,10.00',
  'SentForSettle,B1,8815000000000001,TestCompany,TestMerchant,visa,2026-04-03 10:00:02,UTC,EUR,10.00',
  'Refused,B2,8815000000000002,TestCompany,TestMerchant,mc,2026-04-03 11:00:00,UTC,EUR,5.00',
  'Refunded,B3,8815000000000003,TestCompany,TestMerchant,visa,2026-04-03 12:00:00,UTC,JPY,-1500',
  'Chargeback,B4,8815000000000004,TestCompany,TestMerchant,visa,2026-04-03 13:00:00,UTC,USD,4.99',
  '"Authorised","Ref, with ""comma""",8815000000000005,TestCompany,TestMerchant,visa,2026-04-03 14:00:00,UTC,USD,1.00',
].join('\r\n');

describe('Adyen Payment accounting report', () => {
  it('names the file of a UTC day', () => {
    expect(accountingReportName(window.from)).toBe('payments_accounting_report_2026_04_03.csv');
  });

  it('parses quoted fields and doubled quotes', () => {
    expect(parseCsv('a,"b,c","d ""e"""\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads the records by column name: Authorised paid, Refused failed, refunds, chargebacks', () => {
    const lines = linesOfAccountingReport(REPORT)!;
    expect(lines.map((l) => [l.kind, l.status, l.billingNo, l.amountMinor, l.currency])).toEqual([
      ['payment', 'paid', 'B1', 1000, 'EUR'],
      ['payment', 'failed', 'B2', 500, 'EUR'],
      ['refund', 'refunded', 'B3', 1500, 'JPY'],
      ['payment', 'reversed', 'B4', 499, 'USD'],
      ['payment', 'paid', 'Ref, with "comma"', 100, 'USD'],
    ]);
    expect(lines[0]!.providerRef).toBe('8815000000000001');
    expect(lines[0]!.at.toISOString()).toBe('2026-04-03T10:00:01.000Z');
  });

  it('refuses a file without the columns it reads', () => {
    expect(linesOfAccountingReport('Company Account,Merchant Account\nA,B\n')).toBeNull();
  });

  it('downloads the day from the Customer Area with the report user', async () => {
    const { calls, transport } = scriptedTransport({ status: 200, body: REPORT });
    const lines = await protocol.listTransactions!(
      { credentials, endpoints: protocol.endpoints('test'), transport, now: () => window.to },
      window,
    );
    expect(lines).toHaveLength(5);
    expect(calls[0]!.url).toBe(
      'https://ca-test.adyen.com/reports/download/MerchantAccount/TestMerchant/payments_accounting_report_2026_04_03.csv',
    );
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('report@Company.TestCompany:report-secret').toString('base64')}`,
    });
    // The emulator's report host sits beside its Checkout API.
    const emulator = scriptedTransport({ status: 200, body: REPORT });
    await protocol.listTransactions!(
      {
        credentials,
        endpoints: protocol.endpoints('emulator'),
        transport: emulator.transport,
        now: () => window.to,
      },
      window,
    );
    expect(emulator.calls[0]!.url).toBe(
      'http://watt.localhost:3000/emulator/adyen/reports/download/MerchantAccount/TestMerchant/payments_accounting_report_2026_04_03.csv',
    );
  });

  it('lists only with a report user; null while the file is missing or refused', async () => {
    const { reportUser: _u, reportPassword: _p, ...withoutReportUser } = credentials;
    expect(protocol.listsFor!(withoutReportUser)).toBe(false);
    expect(protocol.listsFor!(credentials)).toBe(true);
    for (const answer of [
      { status: 404, body: 'Not Found' },
      { status: 401, body: 'Unauthorized' },
      new Error('ETIMEDOUT'),
    ]) {
      const { transport } = scriptedTransport(answer);
      expect(
        await protocol.listTransactions!(
          { credentials, endpoints: protocol.endpoints('test'), transport, now: () => window.to },
          window,
        ),
      ).toBeNull();
    }
  });
});
