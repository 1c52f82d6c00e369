import * as z from 'zod/mini';

// The app's reports of failed API calls (SPEC §9: every failed attempt is reported), received by
// POST /api/client-errors unless the brand configured an external endpoint, and read by operators
// at GET /api/staff/client-errors (Authorization: Bearer STAFF_API_TOKEN).

export const CLIENT_ERRORS_PATH = '/api/client-errors';

const text = (max: number) => z.string().check(z.maxLength(max));

export const clientErrorReportSchema = z.object({
  path: text(2048).check(z.describe('the API path called, query without secrets')),
  attempt: z.int().check(z.minimum(1), z.maximum(20)),
  origin: text(256).check(z.describe('the origin tried (page origin or a backup host)')),
  error: text(1024),
  page: z.optional(text(2048).check(z.describe('the page, without secrets or #fragment'))),
  ts: z.optional(z.int().check(z.nonnegative(), z.describe('client time, ms since epoch'))),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorAcceptedSchema = z.object({ id: z.int() });

export const staffClientErrorsQuerySchema = z.object({
  tenant: z.string().check(z.minLength(1), z.maxLength(64)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
  before_id: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.describe('page on: ids below this one')),
  ),
});

export const staffClientErrorSchema = z.object({
  id: z.int(),
  path: z.string(),
  attempt: z.int(),
  origin: z.string(),
  error: z.string(),
  page: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  request_id: z.string(),
  demo: z.boolean(),
  client_ts: z.nullable(z.string()),
  received_at: z.string(),
});
export const staffClientErrorsSchema = z.object({ errors: z.array(staffClientErrorSchema) });
export type StaffClientErrors = z.infer<typeof staffClientErrorsSchema>;
