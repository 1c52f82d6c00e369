import * as z from 'zod/mini';
import { api, withQuery } from '../../shared/api.ts';

// /api/console/audit (apps/server/src/modules/console/audit-routes.ts).
export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.string(),
  staffEmail: z.string(),
  tenantId: z.nullable(z.string()),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type AuditFilter = {
  tenantId: string;
  staffId: string;
  action: string;
  from: string;
  to: string;
  page: number;
};

export const PAGE_SIZE = 50;

export const auditApi = {
  list: (f: AuditFilter) =>
    api.get(withQuery('/api/console/audit', { ...f, pageSize: PAGE_SIZE }), auditPage),
};
