import * as z from 'zod/mini';

/**
 * What the server hands the app before it starts: in index.html as
 * `<script id="boot" type="application/json">` and from GET /api/tenant (Vite dev).
 * The tenant schema lives in @topup/tenants, which depends on this package, so callers pass it
 * in: `bootSchema(tenantSchema)`.
 */
export function bootSchema<T extends z.core.$ZodType>(tenant: T) {
  return z.object({
    tenant,
    demo: z.boolean().check(z.describe('true on demo hosts')),
    errorReportUrl: z
      .nullable(z.string())
      .check(z.describe('where the app reports request failures')),
  });
}

export type Boot<T> = { tenant: T; demo: boolean; errorReportUrl: string | null };

/** The id of the script element that carries the boot JSON in index.html. */
export const BOOT_ELEMENT_ID = 'boot';

/**
 * The data block beside a server-rendered first screen: its language and TanStack Query's
 * dehydrated cache, which the browser hydrates from (ADR 0031).
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
