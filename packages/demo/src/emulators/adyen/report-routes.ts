import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '@topup/server/modules/payments/provider-kit/decimal-amount';
import {
  isoCurrency,
  minorExponent,
} from '@topup/server/modules/payments/provider-kit/currency-exponents';
import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import { basicCredentials, sameSecret } from '../kit/http-auth.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import type { EmulatorPayment } from '../kit/store.ts';

// Adyen's report download (https://docs.adyen.com/reporting/automatically-get-reports):
// GET /reports/download/MerchantAccount/{merchantAccount}/{file} on the Customer Area host, HTTP
// Basic with the report user's credentials, under /emulator/adyen. The Payment accounting report
// of a day (payments_accounting_report_YYYY_MM_DD.csv,
// https://docs.adyen.com/reporting/invoice-reconciliation/payment-accounting-report) is written
// from the emulator's books for that UTC day (the emulated account's time zone is UTC): a Received
// and an Authorised record per payment taken, Refused for one refused, Refunded and Chargeback
// records for the day's refunds and chargebacks. A day still running has no file yet (404).

type Kit = EmulatorKit<AdyenCredentials>;
const route = { config: { tenancy: false }, schema: { hide: true } } as const;
const reportName = /^payments_accounting_report_(\d{4})_(\d{2})_(\d{2})\.csv$/;

/** The documented standard columns, in Adyen's default order (the parser reads by name). */
const COLUMNS = [
  'Company Account',
  'Merchant Account',
  'Psp Reference',
  'Merchant Reference',
  'Payment Method',
  'Booking Date',
  'TimeZone',
  'Main Currency',
  'Main Amount',
  'Record Type',
  'Payment Currency',
  'Received (PC)',
  'Authorised (PC)',
  'Captured (PC)',
  'Settlement Currency',
  'Payable (SC)',
  'Commission (SC)',
  'Markup (SC)',
  'Scheme Fees (SC)',
  'Interchange (SC)',
  'Processing Fee Currency',
  'Processing Fee (FC)',
  'User Name',
  'Payment Method Variant',
  'Modification Merchant Reference',
];

const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const booking = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

function record(
  account: AdyenCredentials,
  payment: EmulatorPayment,
  type: string,
  at: Date,
  amountMinor: number,
): string {
  const currency = isoCurrency(payment.currency);
  const amount = minorToDecimal(amountMinor, minorExponent(payment.currency));
  const company = account.merchantAccount.replace(/ECOM$/, '');
  const values: Record<string, string> = {
    'Company Account': company,
    'Merchant Account': account.merchantAccount,
    // The original payment's pspReference on every record of it, modifications included.
    'Psp Reference': payment.id,
    'Merchant Reference': payment.merchantRef,
    'Payment Method': 'visa',
    'Booking Date': booking(at),
    TimeZone: 'UTC',
    'Main Currency': currency,
    'Main Amount': amount,
    'Record Type': type,
    'Payment Currency': currency,
    ...(type === 'Received' ? { 'Received (PC)': amount } : {}),
    ...(type === 'Authorised' ? { 'Authorised (PC)': amount } : {}),
    'User Name': 'System',
    'Payment Method Variant': 'visa',
  };
  return COLUMNS.map((c) => csvField(values[c] ?? '')).join(',');
}

export function reportRoutes(app: FastifyInstance, kit: Kit) {
  app.get<{ Params: { merchantAccount: string; file: string } }>(
    '/emulator/adyen/reports/download/MerchantAccount/:merchantAccount/:file',
    route,
    async (request, reply) => {
      const basic = basicCredentials(request.headers.authorization);
      const account =
        basic &&
        kit.findAccount(
          (c) =>
            !!c.reportUser &&
            !!c.reportPassword &&
            c.reportUser === basic.user &&
            sameSecret(basic.password, c.reportPassword),
        );
      if (!account) return reply.code(401).type('text/plain').send('Unauthorized');
      if (account.credentials.merchantAccount !== request.params.merchantAccount) {
        return reply.code(403).type('text/plain').send('Forbidden');
      }
      const match = reportName.exec(request.params.file);
      const from = match ? Date.parse(`${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z`) : NaN;
      const to = from + 24 * 3600_000;
      // Not a report of ours, or its day not over yet: Adyen has no such file (yet).
      if (!Number.isFinite(from) || to > kit.now().getTime()) {
        return reply.code(404).type('text/plain').send('Not Found');
      }
      const books = await kit.store.booksBetween('adyen', account.tenantId, {
        from: new Date(from),
        to: new Date(to),
      });
      const lines = [COLUMNS.join(',')];
      for (const payment of books.payments) {
        const at = payment.createdAt;
        if (payment.status === 'succeeded') {
          lines.push(record(account.credentials, payment, 'Received', at, payment.amountMinor));
          lines.push(record(account.credentials, payment, 'Authorised', at, payment.amountMinor));
        } else if (payment.status === 'failed') {
          lines.push(record(account.credentials, payment, 'Received', at, payment.amountMinor));
          lines.push(record(account.credentials, payment, 'Refused', at, payment.amountMinor));
        }
      }
      for (const { refund, payment } of books.refunds) {
        const type = refund.kind === 'chargeback' ? 'Chargeback' : 'Refunded';
        lines.push(
          record(account.credentials, payment, type, refund.createdAt, refund.amountMinor),
        );
      }
      return reply
        .code(200)
        .type('text/csv')
        .header('content-disposition', `attachment; filename="${request.params.file}"`)
        .send(`${lines.join('\n')}\n`);
    },
  );
}
