import * as z from 'zod/mini';
import type { ListedTransaction } from '../../provider-kit/protocol.ts';
import { fromPaypalValue } from './amounts.ts';

// PayPal's Transaction Search API
// (https://developer.paypal.com/docs/api/transaction-search/v1/search-get/, guide:
// https://developer.paypal.com/docs/transaction-search/): GET /v1/reporting/transactions with
// start_date and end_date (ISO 8601, at most 31 days apart), `fields`, `page_size` (at most 500)
// and `page`; the app needs the "Transaction Search" option (scope
// https://uri.paypal.com/services/reporting/search/read). "It takes a maximum of three hours for
// executed transactions to appear in the list", so a day is compared once it is 3 hours old.

export const maxPageSize = 500;
/** How late a transaction may appear in the list (the doc's "maximum of three hours"). */
export const listingDelayMs = 3 * 3600_000;

const money = z.object({ currency_code: z.string(), value: z.string() });
export const transactionSearchPage = z.object({
  transaction_details: z.optional(
    z.array(
      z.object({
        transaction_info: z.object({
          transaction_id: z.string(),
          // T00xx: payments received; T11xx: reversals and refunds (T1107 "Payment refund";
          // https://developer.paypal.com/docs/transaction-search/transaction-event-codes/).
          transaction_event_code: z.optional(z.string()),
          transaction_initiation_date: z.optional(z.string()),
          transaction_updated_date: z.optional(z.string()),
          transaction_amount: z.optional(money),
          // D denied, P pending, S success, V reversed (the doc's transaction_status table).
          transaction_status: z.optional(z.string()),
          invoice_id: z.optional(z.string()),
          custom_field: z.optional(z.string()),
          paypal_reference_id: z.optional(z.string()),
        }),
      }),
    ),
  ),
  page: z.optional(z.int()),
  total_pages: z.optional(z.int()),
});
export type TransactionSearchPage = z.infer<typeof transactionSearchPage>;
type Info = NonNullable<TransactionSearchPage['transaction_details']>[number]['transaction_info'];

/** The query of one page: the window's ends as PayPal wants them (no milliseconds). */
export function searchQuery(window: { from: Date; to: Date }, page: number): string {
  const iso = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;
  return new URLSearchParams({
    start_date: iso(window.from),
    end_date: iso(window.to),
    fields: 'transaction_info',
    page_size: String(maxPageSize),
    page: String(page),
  }).toString();
}

/** A payment or refund line, normalised; null for lines of other kinds (fees, transfers…). */
export function listedOf(info: Info): ListedTransaction | null {
  const code = info.transaction_event_code ?? '';
  const kind = code.startsWith('T00') ? 'payment' : code.startsWith('T11') ? 'refund' : null;
  const amount = info.transaction_amount;
  if (!kind || !amount) return null;
  // A refund line carries a negative amount; the comparison wants what moved.
  const minor = fromPaypalValue(amount.value.replace(/^-/, ''), amount.currency_code);
  if (minor === null) return null;
  const status = (() => {
    switch (info.transaction_status) {
      case 'S':
        return kind === 'payment' ? 'paid' : 'refunded';
      case 'V':
        return 'reversed';
      case 'P':
        return 'pending';
      default:
        return 'failed';
    }
  })();
  // Our billing number travels as the purchase unit's custom_id and invoice_id (events.ts);
  // the search reports them as custom_field and invoice_id.
  const billingNo = info.invoice_id ?? info.custom_field ?? null;
  const at = new Date(info.transaction_initiation_date ?? info.transaction_updated_date ?? 0);
  return {
    kind,
    status,
    billingNo,
    providerRef: info.transaction_id,
    amountMinor: minor,
    currency: amount.currency_code,
    at,
  };
}
