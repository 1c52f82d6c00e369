import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Game, Tenant } from '@topup/tenants/tenant-schema';
import { demoAccounts } from '../demo-accounts.ts';
import type { games } from '@topup/server/db/tables/config';
import type { productPrices, products, productTypes } from '@topup/server/db/tables/catalog';
import type { demoRoles, demoServers } from '@topup/server/db/tables/demo-game';
import {
  goodsTemplates,
  heroNames,
  priceTiers,
  productTypeTemplates,
  serverWords,
  subGameTemplates,
} from './seed-data.ts';

type ServerRow = typeof demoServers.$inferInsert;
type RoleRow = Omit<typeof demoRoles.$inferInsert, 'createdAt'>;

export const FIRST_GAME_SERVERS = 42;
const OTHER_GAME_SERVERS = 6;
const SUB_GAME_SERVERS = 4;

/**
 * The two sub-games under the tenant's second game (its only one if it has one): web only,
 * client id = parent web id + 1/2. The first game keeps no versions so its 42 servers are reachable
 * as a game of their own.
 */
export function subGameParent(tenant: Tenant): Game {
  return tenant.games[1] ?? tenant.games[0]!;
}

export function subGameRows(tenant: Tenant): (typeof games.$inferInsert)[] {
  const parent = subGameParent(tenant);
  return subGameTemplates.map((sub, i) => ({
    tenantId: tenant.id,
    clientId: `${parent.clients.web.clientId}${i + 1}`,
    platform: 'web',
    area: parent.clients.web.area,
    gameCode: `${parent.code}-${sub.suffix}`,
    gpId: parent.gpId,
    name: `${parent.name} ${sub.name}`,
    // A version of the game shows the game's art.
    logo: parent.logo ?? tenant.icon,
    sort: i + 1,
    parentCode: parent.code,
    // The second one is flagged so "flagged, else the first" is visible in the demo.
    isSelectGame: i === 1,
  }));
}

/** Top-level game flagged is_select_game: the second one (the first when there is only one). */
export function selectedGameCode(tenant: Tenant): string {
  // The game with the versions, so 'flagged game, then flagged sub-game' shows on first load.
  return subGameParent(tenant).code;
}

type DemoGame = { code: string; servers: number; idBase: number };

function demoGames(tenant: Tenant): DemoGame[] {
  const topLevel = tenant.games.map((game: Game, i) => ({
    code: game.code,
    servers: i === 0 ? FIRST_GAME_SERVERS : Math.max(OTHER_GAME_SERVERS, tenant.areas.length),
    idBase: (i + 1) * 1000,
  }));
  const subs = subGameRows(tenant).map((row, i) => ({
    code: row.gameCode,
    servers: Math.max(SUB_GAME_SERVERS, tenant.areas.length),
    idBase: (i + 5) * 1000,
  }));
  return [...topLevel, ...subs];
}

/** Contiguous blocks of ids per area, in the tenant's area order, every area at least one. */
function serversOf(tenant: Tenant, game: DemoGame): ServerRow[] {
  const n = tenant.areas.length;
  const rows: ServerRow[] = [];
  tenant.areas.forEach((area, a) => {
    const count = Math.floor(game.servers / n) + (a < game.servers % n ? 1 : 0);
    for (let k = 0; k < count; k++) {
      const pos = rows.length + 1;
      rows.push({
        tenantId: tenant.id,
        gameCode: game.code,
        serverId: String(game.idBase + pos),
        name: `S${pos} ${serverWords[(pos - 1) % serverWords.length]}`,
        area,
        sort: pos,
      });
    }
  });
  return rows;
}

/** Servers interleaved by area, so any run of them crosses areas. */
function interleave(tenant: Tenant, servers: ServerRow[]): ServerRow[] {
  const byArea = tenant.areas.map((area) => servers.filter((s) => s.area === area));
  const longest = Math.max(...byArea.map((list) => list.length));
  return Array.from({ length: longest }, (_, j) => byArea.flatMap((list) => list[j] ?? [])).flat();
}

function rolesOf(tenant: Tenant, servers: ServerRow[]): RoleRow[] {
  const order = interleave(tenant, servers);
  // Several characters per area, so a player picks among servers in every region.
  const perAccount = Math.min(order.length, Math.max(3, tenant.areas.length * 3));
  return demoAccounts
    .filter((account) => account.hasRoles)
    .flatMap((account, k) =>
      Array.from({ length: perAccount }, (_, i) => {
        const server = order[(k * tenant.areas.length + i) % order.length]!;
        // The 'demo' account has two characters on its first server.
        const count = account.username === 'demo' && i === 0 ? 2 : 1;
        return Array.from({ length: count }, (_, r) => ({
          tenantId: tenant.id,
          gameCode: server.gameCode,
          roleId: `${server.serverId}${account.suid.slice(-2)}${r + 1}`,
          serverId: server.serverId,
          suid: account.suid,
          name: heroNames[(server.sort! + r + k * 3) % heroNames.length]!,
          level: 1 + ((Number(server.serverId) * 7 + r * 13 + k * 5) % 90),
        }));
      }).flat(),
    );
}

/** Every currency an area of the tenant is priced in (SPEC §3 default currency per area). */
export function tenantCurrencies(tenant: Tenant): Currency[] {
  return [...new Set(tenant.areas.map((area) => defaultCurrency(tenant, area)))];
}

export function catalogRows(tenant: Tenant) {
  const games = demoGames(tenant);
  const servers = games.flatMap((game) => serversOf(tenant, game));
  const roles = games.flatMap((game) =>
    rolesOf(
      tenant,
      servers.filter((s) => s.gameCode === game.code),
    ),
  );
  const types: (typeof productTypes.$inferInsert)[] = games.flatMap((game) =>
    productTypeTemplates.map((t) => ({ tenantId: tenant.id, gameCode: game.code, ...t })),
  );
  const goods: (typeof products.$inferInsert)[] = games.flatMap((game) =>
    goodsTemplates.map((g) => ({
      tenantId: tenant.id,
      productId: `${game.code}-${g.key}`,
      gameCode: game.code,
      typeKey: g.typeKey,
      names: g.names,
      value: g.value,
      bonus: g.bonus,
      goodsSort: g.goodsSort,
      isLimit: g.isLimit ?? false,
      isCoupon: (g.couponPoints ?? 0) > 0,
      couponPoints: g.couponPoints ?? 0,
      isSpecial: g.isSpecial ?? false,
      active: true,
      // The demo art (scripts/generate-demo-art.ts).
      image: `/goods/${g.key}.svg`,
    })),
  );
  const prices: (typeof productPrices.$inferInsert)[] = tenantCurrencies(tenant).flatMap(
    (currency) =>
      games.flatMap((game) =>
        goodsTemplates.map((g) => ({
          tenantId: tenant.id,
          productId: `${game.code}-${g.key}`,
          currency,
          amountMinor: priceTiers[currency][g.tier]!,
        })),
      ),
  );
  return { subGames: subGameRows(tenant), servers, roles, types, goods, prices };
}
