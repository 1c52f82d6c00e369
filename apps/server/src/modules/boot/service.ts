import { bootSchema, type Boot } from '@topup/contracts/boot';
import { tenantSchema, type Tenant } from '@topup/tenants/tenant-schema';
import type { RequestContext } from '../../context.ts';

export const tenantBootSchema = bootSchema(tenantSchema);

type BootContext = Pick<RequestContext, 'tenant' | 'demo'>;

/** The tenant config is public by design: the app needs all of it to render the brand. */
export function bootData(ctx: BootContext, errorReportUrl: string | undefined): Boot<Tenant> {
  return { tenant: ctx.tenant, demo: ctx.demo, errorReportUrl: errorReportUrl ?? null };
}
