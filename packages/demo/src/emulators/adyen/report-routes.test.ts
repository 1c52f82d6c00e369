import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import { linesOfAccountingReport } from '@topup/server/modules/payments/providers/adyen/accounting-report';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { adyenEmulator } from './emulator.ts';

// The Adyen emulator's report download as a report user meets it: HTTP Basic with the report
// user's own credentials, the merchant account in the path, the day's Payment accounting report
// as the documented CSV (read back by the protocol's own parser); nothing for another merchant
// account, a wrong password, a day not over yet or a file that is not a day's report.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());

const credentialsOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'adyen')!.credentials as AdyenCredentials;
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const download = (account: string, file: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/emulator/adyen/reports/download/MerchantAccount/${account}/${file}`,
    headers: authorization ? { authorization } : {},
  });

describe('the Adyen emulator’s report download', () => {
  it('gives the report user the day’s Payment accounting report, and nobody else anything', async () => {
    const own = credentialsOf('watt');
    expect(own.reportUser).toMatch(/^report@Company\./);
    const auth = basic(own.reportUser!, own.reportPassword!);
    const file = 'payments_accounting_report_2026_01_02.csv';

    const ok = await download(own.merchantAccount, file, auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/csv/);
    expect(ok.body.split('\n')[0]).toMatch(
      /^Company Account,Merchant Account,Psp Reference,Merchant Reference,Payment Method,Booking Date,TimeZone,Main Currency,Main Amount,Record Type,/,
    );
    expect(linesOfAccountingReport(ok.body)).toEqual([]);

    expect((await download(own.merchantAccount, file)).statusCode).toBe(401);
    expect(
      (await download(own.merchantAccount, file, basic(own.reportUser!, 'wrong'))).statusCode,
    ).toBe(401);
    // The API key is not a report user's password.
    expect(
      (await download(own.merchantAccount, file, basic(own.reportUser!, own.apiKey))).statusCode,
    ).toBe(401);
    const other = credentialsOf('dragon').merchantAccount;
    expect((await download(other, file, auth)).statusCode).toBe(403);
    // Today's file is not written before the day is over; other names are no report.
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '_');
    expect(
      (await download(own.merchantAccount, `payments_accounting_report_${today}.csv`, auth))
        .statusCode,
    ).toBe(404);
    expect(
      (await download(own.merchantAccount, 'settlement_detail_report_batch_4.csv', auth))
        .statusCode,
    ).toBe(404);
  });

  it('gives an account stored before report users existed one, once', async () => {
    const { reportUser: _u, reportPassword: _p, ...stored } = credentialsOf('watt');
    const completed = adyenEmulator.completeCredentials!(stored as AdyenCredentials);
    expect(completed).toMatchObject({
      ...stored,
      reportUser: `report@Company.${stored.merchantAccount.replace(/ECOM$/, '')}`,
      reportPassword: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(adyenEmulator.completeCredentials!(completed!)).toBeNull();
  });
});
