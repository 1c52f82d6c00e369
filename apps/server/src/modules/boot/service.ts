import { bootSchema, type Boot } from '@topup/contracts/boot';
import { tenantSchema, type Tenant } from '@topup/tenants/tenant-schema';
import type { RequestContext } from '../../context.ts';
import { backupOriginsFor } from '../../lib/store-origin.ts';

export const tenantBootSchema = bootSchema(tenantSchema);

type BootContext = Pick<RequestContext, 'tenant' | 'demo'> & { host: string };

/**
 * The tenant config is public by design: the app needs all of it to render the brand. Its
 * backupHosts are the ones this page can fail over to (the local stand-ins on a local host).
 */
export function bootData(
  ctx: BootContext,
  errorReportUrl: string | undefined,
  port: number,
): Boot<Tenant> {
  const tenant = { ...ctx.tenant, backupHosts: backupOriginsFor(ctx.tenant, ctx.host, port) };
  return { tenant, demo: ctx.demo, errorReportUrl: errorReportUrl ?? null };
}
