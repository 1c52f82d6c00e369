import type { Tenant } from './tenant-schema.ts';

export type HostMatch = { tenant: Tenant; demo: boolean };

/**
 * Lower-cases a Host header and drops its port and any trailing dot. Bracketed IPv6 literals keep
 * their brackets; an unbracketed value with several colons is a bare IPv6 address, not host:port.
 */
export function normalizeHost(hostHeader: string | undefined): string {
  let host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else if (host.split(':').length === 2) {
    host = host.slice(0, host.indexOf(':'));
  }
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

// SPEC §1: demo is recognised by the host containing 'demo'.
export const isDemoHost = (host: string): boolean => host.includes('demo');

/** Local hosts let developers open any brand without DNS: `<id>.localhost`, `demo.<id>.localhost`. */
export function localHosts(tenant: Tenant): string[] {
  const id = tenant.id.toLowerCase();
  return [`${id}.localhost`, `demo.${id}.localhost`];
}

/**
 * Local stand-ins for the backup hosts (SPEC §9), so failover can be tried without DNS: browsers
 * send every `*.localhost` name to this machine. `api1.` and `api2.` in front of each local host,
 * so a demo page's backups are demo hosts too.
 */
export function localBackupHosts(tenant: Tenant): string[] {
  return localHosts(tenant).flatMap((host) => [`api1.${host}`, `api2.${host}`]);
}

/** The host names of the tenant's configured backup origins (`https://name[:port]`). */
export function backupHostNames(tenant: Tenant): string[] {
  return tenant.backupHosts.map((origin) => normalizeHost(new URL(origin).hostname));
}

/** Every host this tenant answers on: configured, backups, and their local forms. */
export function allHosts(tenant: Tenant): string[] {
  return [
    ...tenant.hosts.production,
    ...tenant.hosts.demo,
    ...backupHostNames(tenant),
    ...localHosts(tenant),
    ...localBackupHosts(tenant),
  ];
}

/** `<id>.localhost`-style names: this server on its own port over plain HTTP. */
export function isLocalHostName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Exact host lookup. An unknown host yields null rather than a default brand, so a
 * misconfigured domain can never show (and take payments for) the wrong publisher. A backup host
 * is its brand like any other of its hosts: the app's failover (SPEC §9) calls the API there.
 */
export function createHostResolver(
  tenants: readonly Tenant[],
): (hostHeader: string | undefined) => HostMatch | null {
  const byHost = new Map<string, HostMatch>();
  for (const tenant of tenants) {
    for (const raw of allHosts(tenant)) {
      const host = normalizeHost(raw);
      const owner = byHost.get(host);
      if (owner && owner.tenant !== tenant) {
        throw new Error(
          `host "${host}" is configured for both ${owner.tenant.id} and ${tenant.id}`,
        );
      }
      byHost.set(host, { tenant, demo: isDemoHost(host) });
    }
  }
  return (hostHeader) => byHost.get(normalizeHost(hostHeader)) ?? null;
}

const bareLocalHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A local address that names no brand: the dev server shows a brand chooser there. */
export function isBareLocalHost(hostHeader: string | undefined): boolean {
  return bareLocalHosts.has(normalizeHost(hostHeader));
}
