import { localHosts, normalizeHost } from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';

/**
 * The configured origin of a brand host: `<id>.localhost` hosts are this server on its PORT over
 * plain HTTP, configured production and demo hosts are https on the default port. The request's
 * Host header may only pick which configured host; its port (or anything else in it) is never
 * used, so a forged Host cannot steer links or outbound calls.
 */
export function configuredOrigin(host: string, port: number): string {
  const name = normalizeHost(host);
  return name === 'localhost' || name.endsWith('.localhost')
    ? `http://${name}:${port}`
    : `https://${name}`;
}

/** The tenant's configured origin for `host` (any port ignored), or null when not its host. */
export function tenantOriginFor(tenant: Tenant, host: string, port: number): string | null {
  const name = normalizeHost(host);
  const own = [...tenant.hosts.production, ...tenant.hosts.demo, ...localHosts(tenant)].some(
    (configured) => normalizeHost(configured) === name,
  );
  return own ? configuredOrigin(name, port) : null;
}

/** The brand's first production origin, where nothing better is known. */
export function defaultTenantOrigin(tenant: Tenant): string {
  return `https://${normalizeHost(tenant.hosts.production[0])}`;
}
