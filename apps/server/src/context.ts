import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';

/** What every service receives first: who is asking, on which brand (Vendure's RequestContext). */
export type RequestContext = {
  tenant: Tenant;
  demo: boolean;
  log: FastifyBaseLogger;
};

export function contextOf(request: FastifyRequest): RequestContext {
  return { tenant: request.tenant, demo: request.demo, log: request.log };
}
