import type { FastifyInstance } from 'fastify';
import { toPaypalValue } from '@topup/server/modules/payments/providers/paypal/amounts';
import type { PaypalCredentials } from '@topup/server/modules/payments/providers/paypal/credentials';
import type { EmulatorKit } from '../kit/kit.ts';
import type { EmulatorPayment } from '../kit/store.ts';
import { appOf } from './routes.ts';

// PayPal's Transaction Search (https://developer.paypal.com/docs/api/transaction-search/v1/
// search-get/): GET /v1/reporting/transactions with start_date and end_date (at most 31 days
// apart), page_size (at most 500) and page, answered from the emulator's books: a T0006 line
// (PayPal Checkout APIs) per captured payment, a T1107 ("Payment refund") per refund; status S
// success, P pending, V reversed (a chargeback), D denied.

type Kit = EmulatorKit<PaypalCredentials>;
const route = { config: { tenancy: false }, schema: { hide: true } } as const;
const maxDays = 31;

/** PayPal's date form: 2026-11-25T10:00:00+0000. */
const paypalDate = (at: Date) => `${at.toISOString().slice(0, 19)}+0000`;

function statusOf(payment: EmulatorPayment): string | null {
  if (payment.chargedBack) return 'V';
  if (payment.status === 'succeeded') return 'S';
  if (payment.status === 'authorized' || payment.status === 'pending') return 'P';
  if (payment.status === 'failed') return 'D';
  return null; // open or cancelled: no transaction yet
}

const captureIdOf = (payment: EmulatorPayment) =>
  (payment.data as { captureId?: string }).captureId ?? payment.id;

export function transactionSearchRoute(app: FastifyInstance, kit: Kit) {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/emulator/paypal/v1/reporting/transactions',
    route,
    async (request, reply) => {
      const account = appOf(kit, request, reply);
      if (!account) return reply;
      const from = Date.parse(request.query.start_date ?? '');
      const to = Date.parse(request.query.end_date ?? '');
      const pageSize = Math.min(Number(request.query.page_size ?? 100) || 100, 500);
      const page = Math.max(Number(request.query.page ?? 1) || 1, 1);
      if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) {
        return reply.code(400).send({
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
          details: [{ field: 'start_date', issue: 'INVALID_DATE' }],
        });
      }
      if (to - from > maxDays * 24 * 3600_000) {
        return reply.code(400).send({
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
          details: [{ field: 'end_date', issue: 'Date range is greater than 31 days' }],
        });
      }
      const books = await kit.store.booksBetween('paypal', account.tenantId, {
        from: new Date(from),
        to: new Date(to),
      });
      const lines: object[] = [];
      for (const payment of books.payments) {
        const status = statusOf(payment);
        const value = toPaypalValue(payment.amountMinor, payment.currency);
        if (!status || value === null) continue;
        lines.push({
          transaction_info: {
            transaction_id: captureIdOf(payment),
            paypal_reference_id: payment.id,
            transaction_event_code: 'T0006',
            transaction_initiation_date: paypalDate(payment.createdAt),
            transaction_updated_date: paypalDate(payment.updatedAt),
            transaction_amount: { currency_code: payment.currency, value },
            transaction_status: status,
            invoice_id: payment.merchantRef,
            custom_field: payment.merchantRef,
          },
        });
      }
      for (const { refund, payment } of books.refunds) {
        if (refund.kind !== 'refund') continue;
        const value = toPaypalValue(refund.amountMinor, payment.currency);
        if (value === null) continue;
        lines.push({
          transaction_info: {
            transaction_id: refund.id,
            paypal_reference_id: captureIdOf(payment),
            transaction_event_code: 'T1107',
            transaction_initiation_date: paypalDate(refund.createdAt),
            transaction_updated_date: paypalDate(refund.createdAt),
            transaction_amount: { currency_code: payment.currency, value: `-${value}` },
            transaction_status: 'S',
            invoice_id: payment.merchantRef,
            custom_field: payment.merchantRef,
          },
        });
      }
      const totalPages = Math.max(1, Math.ceil(lines.length / pageSize));
      return {
        transaction_details: lines.slice((page - 1) * pageSize, page * pageSize),
        account_number: account.credentials.clientId,
        start_date: paypalDate(new Date(from)),
        end_date: paypalDate(new Date(to)),
        last_refreshed_datetime: paypalDate(kit.now()),
        page,
        total_items: lines.length,
        total_pages: totalPages,
      };
    },
  );
}
