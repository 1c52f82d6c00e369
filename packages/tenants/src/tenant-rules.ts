import type { Area } from './areas.ts';
import type { Currency } from './currencies.ts';
import type { Game, Tenant } from './tenant-schema.ts';

export type Platform = 'android' | 'ios' | 'web';
export const platforms: readonly Platform[] = ['android', 'ios', 'web'];
export type RegionalLink = Tenant['links']['privacy'];
export type GameClientMatch = { game: Game; platform: Platform; area: Area };

/** SPEC §3: the area's override when the brand has one, else the brand default. */
export function defaultCurrency(tenant: Tenant, area?: Area): Currency {
  return (area && tenant.currencies.perArea[area]) || tenant.currencies.default;
}

/** The area's own link when one is configured, else the brand-wide link. */
export function regionalLink(link: RegionalLink, area?: Area): string {
  return (area && link[area]) || link.default;
}

export function findGameByClientId(
  tenant: Tenant,
  clientId: string | undefined,
): GameClientMatch | undefined {
  if (!clientId) return undefined;
  for (const game of tenant.games) {
    for (const platform of platforms) {
      const client = game.clients[platform];
      if (client?.clientId === clientId) return { game, platform, area: client.area };
    }
  }
  return undefined;
}

/** Game codes come from /@{gameCode} paths, which users may type in any case. */
export function findGameByCode(tenant: Tenant, code: string | undefined): Game | undefined {
  if (!code) return undefined;
  const wanted = code.toLowerCase();
  return tenant.games.find((game) => game.code === wanted);
}

export function isAllowedArea(tenant: Tenant, value: string | undefined): value is Area {
  return value !== undefined && (tenant.areas as readonly string[]).includes(value);
}

/**
 * Whether the new route set and layout apply. In 'areas' mode a request that only names a client
 * id still gets the area of that client, so a deep link with client_id alone behaves the same as
 * one that also carries area_id.
 */
export function usesNewLayout(tenant: Tenant, ctx: { area?: Area; clientId?: string }): boolean {
  const layout = tenant.newLayout;
  switch (layout.mode) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'areas': {
      const area = ctx.area ?? findGameByClientId(tenant, ctx.clientId)?.area;
      return area !== undefined && layout.areas.includes(area);
    }
    case 'games':
      return ctx.clientId !== undefined && layout.clientIds.includes(ctx.clientId);
  }
}

/**
 * SPEC §1: Korea shows a company block. A brand serving several areas shows it on its kr area only
 * (ssgame, rhinos); a brand that serves Korea alone (ko) shows it everywhere, also on pages that
 * have no area yet.
 */
export function koreaCompanyFor(
  tenant: Pick<Tenant, 'areas' | 'koreaCompany'>,
  area: string | undefined,
): Tenant['koreaCompany'] {
  const koreaOnly = tenant.areas.every((a) => a === 'kr');
  return koreaOnly || area === 'kr' ? tenant.koreaCompany : undefined;
}
