import type { Tenant } from '@topup/tenants/tenant-schema';

/** The brand's configured web origins (production and demo hosts are served over https). */
export function tenantOrigins(tenant: Tenant): string[] {
  return [...tenant.hosts.production, ...tenant.hosts.demo].map((host) => `https://${host}`);
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
