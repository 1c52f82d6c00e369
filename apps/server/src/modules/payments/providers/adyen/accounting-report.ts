import { decimalToMinor } from '../../provider-kit/decimal-amount.ts';
import { minorExponent, storeCurrency } from '../../provider-kit/currency-exponents.ts';
import type { ListedDay, ListedTransaction, ProtocolIo } from '../../provider-kit/protocol.ts';
import type { AdyenCredentials } from './credentials.ts';

// Adyen's day list for the daily comparison (reconcile/daily-compare.ts): the Payment accounting
// report, "generated every day" with every status change of every payment booked that day
// (https://docs.adyen.com/reporting/invoice-reconciliation/payment-accounting-report), downloaded
// as payments_accounting_report_YYYY_MM_DD.csv from
// https://ca-{test|live}.adyen.com/reports/download/MerchantAccount/{merchantAccount}/{file} with
// the report user's HTTP Basic credentials (the "Merchant Report" role,
// https://docs.adyen.com/reporting/automatically-get-reports). ADR 0055 says why this report and
// not the Settlement details report: that one is per payout batch
// (settlement_detail_report_batch_N.csv), not per day.
//
// Columns are read by their header names, never by position: Adyen lets an account add and
// reorder columns. Those read: Psp Reference, Merchant Reference (our billing number), Booking
// Date, Main Currency, Main Amount and Record Type. The report is in the account's time zone
// setting: a brand sets it to UTC so that the file of a day is our UTC day (docs/PAYMENTS.md).

export const ADYEN_CA_TEST = 'https://ca-test.adyen.com';
export const ADYEN_CA_LIVE = 'https://ca-live.adyen.com';

/** The report file of a UTC day: payments_accounting_report_2026_03_10.csv. */
export const accountingReportName = (day: Date) =>
  `payments_accounting_report_${day.toISOString().slice(0, 10).replaceAll('-', '_')}.csv`;

/** The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}

/**
 * Record types (the payments lifecycle, https://docs.adyen.com/reporting/reports-and-the-payments-lifecycle):
 * Authorised is the money taken (our orders are paid on AUTHORISATION); Refused, Cancelled,
 * Expired and Error never took it; Refunded (also RefundedBulk, RefundedExternally) gave some
 * back; Chargeback (also ChargebackExternally) took it back. Received, SentForSettle, Settled and
 * the rest follow an Authorised record already read, and are not lines of their own.
 */
function lineKind(recordType: string): Pick<ListedTransaction, 'kind' | 'status'> | null {
  if (recordType === 'Authorised') return { kind: 'payment', status: 'paid' };
  if (['Refused', 'Cancelled', 'Expired', 'Error'].includes(recordType))
    return { kind: 'payment', status: 'failed' };
  if (recordType.startsWith('Refunded')) return { kind: 'refund', status: 'refunded' };
  if (recordType.startsWith('Chargeback') && !recordType.startsWith('ChargebackReversed'))
    return { kind: 'payment', status: 'reversed' };
  return null;
}

/** The report's lines; null when the header lacks a column read here (not the documented file). */
export function linesOfAccountingReport(csv: string): ListedTransaction[] | null {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  if (!header) return null;
  const at = (name: string) => header.indexOf(name);
  const col = {
    psp: at('Psp Reference'),
    ref: at('Merchant Reference'),
    booked: at('Booking Date'),
    currency: at('Main Currency'),
    amount: at('Main Amount'),
    type: at('Record Type'),
  };
  if (Object.values(col).some((i) => i < 0)) return null;
  const lines: ListedTransaction[] = [];
  for (const row of rows) {
    const kind = lineKind(row[col.type] ?? '');
    const code = row[col.currency] ?? '';
    if (!kind || !/^[A-Z]{3}$/.test(code)) continue;
    const currency = storeCurrency(code);
    // A modification's Main Amount may be written negative (money going back): its size counts.
    const amountMinor = decimalToMinor(
      (row[col.amount] ?? '').replace(/^-/, ''),
      minorExponent(currency),
    );
    if (amountMinor === null) continue;
    const booked = Date.parse(`${(row[col.booked] ?? '').replace(' ', 'T')}Z`);
    lines.push({
      ...kind,
      billingNo: row[col.ref] || null,
      providerRef: row[col.psp] ?? '',
      amountMinor,
      currency,
      at: new Date(Number.isFinite(booked) ? booked : 0),
    });
  }
  return lines;
}

/** The brand's report user reaches the report: both fields set. */
export const hasReportUser = (credentials: AdyenCredentials) =>
  !!credentials.reportUser && !!credentials.reportPassword;

/**
 * The UTC day of `window.from` from its report file, under `caBase` (the Customer Area host, or
 * the emulator's). Null when the file is not there (not generated yet: the comparison tries again
 * later), the credentials are refused, or the file is not the documented report.
 */
export async function listAdyenDay(
  io: ProtocolIo<AdyenCredentials>,
  window: { from: Date; to: Date },
  caBase: string,
): Promise<ListedDay | null> {
  const { merchantAccount, reportUser, reportPassword } = io.credentials;
  if (!reportUser || !reportPassword) return null;
  const url = `${caBase}/reports/download/MerchantAccount/${encodeURIComponent(merchantAccount)}/${accountingReportName(window.from)}`;
  const basic = Buffer.from(`${reportUser}:${reportPassword}`, 'utf8').toString('base64');
  try {
    const response = await io.transport(url, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}`, accept: 'text/csv' },
    });
    if (response.status !== 200) return null;
    return linesOfAccountingReport(response.body);
  } catch {
    return null;
  }
}
