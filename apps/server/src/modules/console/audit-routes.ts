import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { brandsOf, consoleRoute, staffOf } from './guard.ts';
import { listStaff } from './staff-repository.ts';
import { searchAudit } from './staff/audit-query.ts';

const tags = ['console'];

const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), {
    message: 'Expected a date (2026-11-27) or date-time (2026-11-27T08:00:00Z)',
  });

const query = z.object({
  tenantId: z.string().max(64).optional(),
  staffId: z.string().max(64).optional(),
  /** An action (goods.update) or a family of them (goods). */
  action: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9_.-]*$/i, { message: 'Expected an action like goods.update or goods' })
    .optional(),
  from: isoDate.optional(),
  /** Exclusive; a bare date means up to the end of that day. */
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const entry = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.string(),
  staffEmail: z.string(),
  tenantId: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A staff account as an audit row shows it to this reader: only the brands the reader has too
 * (the same rule as the staff list), so another brand is not even named.
 */
function redactBrands(value: unknown, mine: ReadonlySet<string>): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(record.tenantIds)) return value;
  return { ...record, tenantIds: record.tenantIds.filter((id) => mine.has(String(id))) };
}
const endOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(Date.parse(value) + DAY_MS)
    : new Date(Date.parse(value));

/**
 * The audit log (issue 16), for owners: newest first, filtered by brand, staff member, action and
 * time. An owner reads the changes of their brands, and the brand-less ones (staff accounts,
 * tokens, logins) made by members who share a brand with them; a change to a staff account only
 * when that account shares a brand with them too, showing only the brands they have (issue 28,
 * item 15: a watt owner learns nothing of a dragon-only member).
 */
export const consoleAuditRoutes = routeModule(
  { name: 'console-audit', uses: ['db', 'console-auth'] },
  routes,
);

async function routes(app: FastifyInstance) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/console/audit',
    {
      ...consoleRoute('staff:admin'),
      schema: {
        tags,
        summary: 'Audit log: who changed what, when, before and after (paginated, newest first)',
        querystring: query,
        response: apiResponses(
          z.object({
            items: z.array(entry),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        ),
      },
    },
    async (request) => {
      const caller = staffOf(request);
      const q = request.query;
      const brands = brandsOf(caller, q.tenantId);
      const actors = (await listStaff(app.db))
        .filter((row) => row.id === caller.id || row.tenantIds.some((id) => brands.includes(id)))
        .map((row) => row.id);
      const mine = new Set(caller.tenantIds);
      const { rows, total } = await searchAudit(app.db, {
        brands,
        actors,
        staffId: q.staffId,
        action: q.action,
        from: q.from ? new Date(Date.parse(q.from)) : undefined,
        to: q.to ? endOf(q.to) : undefined,
        page: q.page,
        pageSize: q.pageSize,
      });
      return ok({
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          staffId: row.staffId,
          staffEmail: row.staffEmail,
          tenantId: row.tenantId,
          action: row.action,
          target: row.target,
          before: redactBrands(row.before ?? null, mine),
          after: redactBrands(row.after ?? null, mine),
          requestId: row.requestId,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      });
    },
  );
}
