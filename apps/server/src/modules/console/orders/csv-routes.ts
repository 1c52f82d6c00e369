import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleOrderSearchSchema, type ConsoleOrder } from '@topup/contracts/console-orders';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Currency } from '@topup/tenants/currencies';
import { AppError } from '../../../plugins/app-error.ts';
import { formatMinor } from '../../catalog/money.ts';
import { recordAudit } from '../audit.ts';
import { toCsv } from '../dashboard/csv.ts';
import { brandsOf, consoleRoute, staffOf } from '../guard.ts';
import { exportOrders } from './search.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

/** More than this many orders is a data dump, not a support task: narrow the search first. */
export const ORDERS_CSV_MAX = 10_000;

// Amounts as exact decimals in the currency's units beside a currency column (issue 31 item 2);
// times as ISO instants in UTC, which every spreadsheet reads.
const columns = [
  'billing_no',
  'brand',
  'status',
  'created_at',
  'paid_at',
  'delivered_at',
  'game',
  'server',
  'role_id',
  'role_name',
  'suid',
  'username',
  'goods',
  'amount',
  'refunded',
  'currency',
  'country',
  'provider',
  'provider_txn_id',
  'delivery_error',
];

const units = (minor: number, currency: string) => formatMinor(minor, currency as Currency);

function csvRow(o: ConsoleOrder): Record<string, unknown> {
  return {
    ...o,
    brand: o.tenant,
    game: o.game_name,
    server: o.server_name,
    goods: o.product_name,
    amount: units(o.amount_minor, o.currency),
    refunded: units(o.refunded_minor, o.currency),
  };
}

/**
 * The orders list as CSV with the search's filters (issue 31 item 9), for the member's brands.
 * Exports carry players' names, so each one is audited with its filters and row count.
 */
export function registerOrdersCsv(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/orders.csv',
    {
      ...consoleRoute('orders:read'),
      schema: {
        tags: ['console'],
        summary: `The orders matching the search as CSV, newest first (at most ${ORDERS_CSV_MAX})`,
        querystring: consoleOrderSearchSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe("CSV, RFC 4180, formula cells prefixed with '") },
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ...search } = request.query;
      const brands = brandsOf(staffOf(request), search.tenant);
      const rows = await exportOrders(app.db, brands, search, ORDERS_CSV_MAX);
      if (rows.length > ORDERS_CSV_MAX) {
        throw new AppError(
          ResultCode.BadRequest,
          consoleMessage('ordersCsvTooMany', { max: ORDERS_CSV_MAX }),
        );
      }
      await recordAudit(app.db, request, {
        tenantId: search.tenant ?? null,
        action: 'orders.export',
        target: 'orders.csv',
        after: { filters: search, rows: rows.length },
      });
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(columns, rows.map(csvRow)));
    },
  );
}
