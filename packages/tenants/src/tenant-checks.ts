import type { Tenant } from './tenant-schema.ts';
import { platforms } from './tenant-rules.ts';

export type TenantIssue = { path: string; message: string };

/** Rules that span several fields of one tenant, which the schema alone cannot express. */
export function checkTenant(tenant: Tenant): TenantIssue[] {
  const issues: TenantIssue[] = [];
  const allowed = new Set<string>(tenant.areas);
  const needArea = (path: string, area: string) => {
    if (!allowed.has(area)) issues.push({ path, message: `area "${area}" is not in areas` });
  };

  // The host is the only demo marker the app sees (SPEC §1), so the lists must agree with it.
  tenant.hosts.production.forEach((host, i) => {
    if (host.includes('demo'))
      issues.push({
        path: `hosts.production.${i}`,
        message: `production host "${host}" contains "demo"`,
      });
  });
  tenant.hosts.demo.forEach((host, i) => {
    if (!host.includes('demo'))
      issues.push({ path: `hosts.demo.${i}`, message: `demo host "${host}" must contain "demo"` });
  });

  // The app appends API paths to a backup origin, and a page served over TLS cannot call plain HTTP.
  tenant.backupHosts.forEach((value, i) => {
    const url = new URL(value);
    if (url.protocol !== 'https:' || value.replace(/\/+$/, '') !== url.origin)
      issues.push({
        path: `backupHosts.${i}`,
        message: `backup host "${value}" must be an https origin (no path, query or credentials)`,
      });
  });

  const codes = new Set<string>();
  tenant.games.forEach((game, g) => {
    if (codes.has(game.code))
      issues.push({ path: `games.${g}.code`, message: `duplicate game code "${game.code}"` });
    codes.add(game.code);
    for (const platform of platforms) {
      const client = game.clients[platform];
      if (!client) continue;
      const path = `games.${g}.clients.${platform}`;
      if (!/^\d+$/.test(client.clientId))
        issues.push({ path: `${path}.clientId`, message: 'client id must be numeric' });
      needArea(`${path}.area`, client.area);
    }
  });

  for (const area of Object.keys(tenant.currencies.perArea)) {
    needArea(`currencies.perArea.${area}`, area);
  }
  for (const kind of ['privacy', 'agreement'] as const) {
    for (const key of Object.keys(tenant.links[kind])) {
      if (key !== 'default') needArea(`links.${kind}.${key}`, key);
    }
  }

  // Issue 18: the player is told "delayed" before the order is settled, never after.
  if (tenant.deliveryLimitMinutes <= tenant.deliveryDelayMinutes)
    issues.push({
      path: 'deliveryLimitMinutes',
      message: `must be longer than deliveryDelayMinutes (${tenant.deliveryDelayMinutes})`,
    });

  if (!tenant.languages.includes(tenant.defaultLanguage))
    issues.push({
      path: 'defaultLanguage',
      message: `"${tenant.defaultLanguage}" is not in languages`,
    });

  const layout = tenant.newLayout;
  if (layout.mode === 'areas') {
    layout.areas.forEach((area, i) => needArea(`newLayout.areas.${i}`, area));
  } else if (layout.mode === 'games') {
    const known = new Set(
      tenant.games.flatMap((g) => platforms.map((p) => g.clients[p]?.clientId)),
    );
    layout.clientIds.forEach((id, i) => {
      if (!known.has(id))
        issues.push({
          path: `newLayout.clientIds.${i}`,
          message: `client id "${id}" is not a game of this tenant`,
        });
    });
  }
  return issues;
}
