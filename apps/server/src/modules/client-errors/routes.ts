import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_ERRORS_PATH,
  clientErrorAcceptedSchema,
  clientErrorReportSchema,
  staffClientErrorsQuerySchema,
  staffClientErrorsSchema,
} from '@topup/contracts/client-errors';
import { ResultCode } from '@topup/contracts/result-codes';
import { stripSecretParams } from '@topup/contracts/secret-params';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { serverMessage, withDetail } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { maskText } from '../../plugins/log-redaction.ts';
import { assertStaff } from '../replenish/staff-auth.ts';
import { createClientErrorsRepository } from './repository.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

// One report is a few hundred bytes; the schema bounds each field, this the whole body.
const bodyLimit = 8 * 1024;
// Each brand is pruned back to `clientErrorsKeep` rows every this many reports of this process.
const PRUNE_EVERY = 50;

/**
 * POST /api/client-errors: the app's failed-call reports on the brand's own host (stored, tenant
 * bound, rate-limited per address, pruned); GET /api/staff/client-errors for operators.
 */
export const clientErrorsRoutes = routeModule(
  { name: 'client-errors', uses: ['db', 'clock'] },
  routes,
);

async function routes(
  app: FastifyInstance,
  opts: {
    config: Pick<Config, 'staffApiToken' | 'clientErrorsKeep'>;
    tenants: readonly Tenant[];
  },
): Promise<void> {
  const repo = createClientErrorsRepository(app.db);
  const sincePrune = new Map<string, number>();

  // navigator.sendBeacon with a string sends text/plain; the text is still JSON. This parser
  // only applies inside this plugin.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const lead = serverMessage('request.invalid', { where: 'body' });
      done(new AppError(ResultCode.BadRequest, withDetail(lead, 'expected JSON text')), undefined);
    }
  });

  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit,
      // A failing call reports up to three attempts; a broken page a few calls at once.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['observability'],
        summary: "Store a report of the app's failed API call (secrets are dropped again here)",
        body: clientErrorReportSchema,
        response: apiResponses(clientErrorAcceptedSchema),
      },
    },
    async (request) => {
      const report = request.body;
      const userAgent = request.headers['user-agent'];
      // The app strips secrets before sending; an older or foreign client may not have.
      const id = await repo.insert({
        tenantId: request.tenant.id,
        demo: request.demo,
        path: stripSecretParams(report.path),
        attempt: report.attempt,
        origin: stripSecretParams(report.origin),
        error: maskText(report.error),
        page: report.page === undefined ? null : stripSecretParams(report.page),
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 256) : null,
        requestId: request.id,
        clientTs: report.ts === undefined ? null : new Date(report.ts),
        receivedAt: app.clock.now(),
      });
      const count = (sincePrune.get(request.tenant.id) ?? 0) + 1;
      sincePrune.set(request.tenant.id, count % PRUNE_EVERY);
      if (count >= PRUNE_EVERY) {
        const pruned = await repo.prune(request.tenant.id, opts.config.clientErrorsKeep);
        if (pruned > 0) request.log.info({ pruned }, 'client error reports pruned');
      }
      return ok({ id });
    },
  );

  const tenantIds = new Set(opts.tenants.map((tenant) => tenant.id));
  zapp.get(
    '/api/staff/client-errors',
    {
      // Operators call it from an internal host; the brand is named in the query.
      config: { tenancy: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
      onRequest: async (request) => assertStaff(request, opts.config.staffApiToken),
      schema: {
        tags: ['staff'],
        summary:
          "Operators: a brand's newest client error reports (Authorization: Bearer " +
          'STAFF_API_TOKEN; -403 without it, -400 unknown tenant)',
        querystring: staffClientErrorsQuerySchema,
        response: apiResponses(staffClientErrorsSchema),
      },
    },
    async (request) => {
      const { tenant, limit, before_id: beforeId } = request.query;
      if (!tenantIds.has(tenant)) throw new AppError(ResultCode.BadRequest, 'Unknown tenant');
      const rows = await repo.list(tenant, limit, beforeId);
      return ok({
        errors: rows.map((row) => ({
          id: row.id,
          path: row.path,
          attempt: row.attempt,
          origin: row.origin,
          error: row.error,
          page: row.page,
          user_agent: row.userAgent,
          request_id: row.requestId,
          demo: row.demo,
          client_ts: row.clientTs?.toISOString() ?? null,
          received_at: row.receivedAt.toISOString(),
        })),
      });
    },
  );
}
