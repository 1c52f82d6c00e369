import type { Tenant } from './tenant-schema.ts';
import { platforms } from './tenant-rules.ts';

const hostNameOf = (origin: string): string | null => {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
};

export type DuplicateIssue = { tenantId: string; path: string; message: string };

/**
 * Values that must be unique across all brands: a shared host or client id would let one brand's
 * page or order resolve to another brand. Ids are compared lower-cased because local hosts are.
 */
export function findDuplicates(tenants: readonly Tenant[]): DuplicateIssue[] {
  const issues: DuplicateIssue[] = [];
  const seen = new Map<string, string>();
  const claim = (kind: string, value: string, tenantId: string, path: string) => {
    const key = `${kind}:${value}`;
    const owner = seen.get(key);
    if (owner === undefined) seen.set(key, tenantId);
    else issues.push({ tenantId, path, message: `${kind} "${value}" is already used by ${owner}` });
  };

  for (const tenant of tenants) {
    claim('id', tenant.id.toLowerCase(), tenant.id, 'id');
    for (const kind of ['production', 'demo'] as const) {
      tenant.hosts[kind].forEach((host, i) => claim('host', host, tenant.id, `hosts.${kind}.${i}`));
    }
    // A backup host answers as its brand, so it may belong to one brand only (and be no page host).
    tenant.backupHosts.forEach((origin, i) => {
      const host = hostNameOf(origin);
      if (host) claim('host', host, tenant.id, `backupHosts.${i}`);
    });
    tenant.games.forEach((game, g) => {
      for (const platform of platforms) {
        const client = game.clients[platform];
        if (client)
          claim('client id', client.clientId, tenant.id, `games.${g}.clients.${platform}.clientId`);
      }
    });
  }
  return issues;
}
