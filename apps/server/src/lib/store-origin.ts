import {
  backupHostNames,
  isDemoHost,
  isLocalHostName,
  localBackupHosts,
  localHosts,
  normalizeHost,
} from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';

/**
 * The configured origin of a brand host: `<id>.localhost` hosts are this server on its PORT over
 * plain HTTP, configured production and demo hosts are https on the default port. The request's
 * Host header may only pick which configured host; its port (or anything else in it) is never
 * used, so a forged Host cannot steer links or outbound calls.
 */
export function configuredOrigin(host: string, port: number): string {
  const name = normalizeHost(host);
  return isLocalHostName(name) ? `http://${name}:${port}` : `https://${name}`;
}

/** The tenant's configured origin for `host` (any port ignored), or null when not its host. */
export function tenantOriginFor(tenant: Tenant, host: string, port: number): string | null {
  const name = normalizeHost(host);
  // A backup host's origin is written out in the tenant file (it may name a port).
  const backup = tenant.backupHosts.find(
    (origin) => normalizeHost(new URL(origin).hostname) === name,
  );
  if (backup) return new URL(backup).origin;
  const own = [
    ...tenant.hosts.production,
    ...tenant.hosts.demo,
    ...localHosts(tenant),
    ...localBackupHosts(tenant),
  ].some((configured) => normalizeHost(configured) === name);
  return own ? configuredOrigin(name, port) : null;
}

/**
 * The backup API origins the app on `host` fails over to (SPEC §9): on a local host the local
 * stand-ins on this server's PORT, else the tenant file's. Only those of the page's own kind, so
 * a demo page never fails over to the live shop (nor a live page to the demo).
 */
export function backupOriginsFor(tenant: Tenant, host: string, port: number): string[] {
  const name = normalizeHost(host);
  const demo = isDemoHost(name);
  if (isLocalHostName(name)) {
    return localBackupHosts(tenant)
      .filter((backup) => isDemoHost(backup) === demo)
      .map((backup) => configuredOrigin(backup, port));
  }
  const names = backupHostNames(tenant);
  return tenant.backupHosts
    .map((origin) => new URL(origin).origin)
    .filter((_origin, i) => isDemoHost(names[i]!) === demo);
}

/** The brand's first production origin, where nothing better is known. */
export function defaultTenantOrigin(tenant: Tenant): string {
  return `https://${normalizeHost(tenant.hosts.production[0])}`;
}
