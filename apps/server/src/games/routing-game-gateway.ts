import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameGateways } from '../db/tables/game-gateways.ts';
import type { GameGateway } from './game-gateway.ts';
import { createHttpGameGateway } from './http/http-game-gateway.ts';

export type GameGatewayRow = typeof gameGateways.$inferSelect;

export type RoutingOptions = {
  db: Db;
  /** For a game without a row: the demo game in a demo shop, the unconfigured one in production. */
  fallback: GameGateway;
  /** How long a looked-up row (or its absence) is reused; a changed row shows after at most this. */
  cacheMs?: number;
  nowMs?: () => number;
  /** Opens a stored secret (sealed when SECRETS_KEY is set, lib/secret-box.ts). */
  openSecret?: (stored: string) => string;
  /** Drops the cached rows whenever it announces a change (the catalog bus: every instance). */
  clearOn?: { onChange(listener: () => void): unknown } | undefined;
  /** Builds the gateway of a row (tests swap the transport). */
  httpGateway?: (row: GameGatewayRow) => GameGateway;
};

export type RoutingGameGateway = GameGateway & {
  /** Drops the cached rows, so the next call reads the table again (after an edit). */
  forget(): void;
};

/**
 * Sends each call to the game server configured for its (tenant, game code) in game_gateways,
 * else to the fallback. Rows are cached briefly in-process: every player page lists servers or
 * characters, and a query per call would be wasted on a table that changes a few times a year.
 */
export function createRoutingGameGateway(opts: RoutingOptions): RoutingGameGateway {
  const cacheMs = opts.cacheMs ?? 30_000;
  const nowMs = opts.nowMs ?? Date.now;
  const openSecret = opts.openSecret ?? ((stored: string) => stored);
  const build =
    opts.httpGateway ??
    ((row: GameGatewayRow) =>
      createHttpGameGateway({
        url: row.url,
        secret: openSecret(row.secret),
        timeoutMs: row.timeoutMs,
        retries: row.retries,
      }));
  // The promise is cached, so concurrent calls for one game share a single lookup.
  const cache = new Map<string, { until: number; gateway: Promise<GameGateway> }>();
  opts.clearOn?.onChange(() => cache.clear());

  async function load(tenantId: string, gameCode: string): Promise<GameGateway> {
    const rows = await opts.db
      .select()
      .from(gameGateways)
      .where(and(eq(gameGateways.tenantId, tenantId), eq(gameGateways.gameCode, gameCode)))
      .limit(1);
    return rows[0] ? build(rows[0]) : opts.fallback;
  }

  function gatewayFor(tenantId: string, gameCode: string): Promise<GameGateway> {
    const key = JSON.stringify([tenantId, gameCode]);
    const at = nowMs();
    const hit = cache.get(key);
    if (hit && hit.until > at) return hit.gateway;
    const gateway = load(tenantId, gameCode);
    cache.set(key, { until: at + cacheMs, gateway });
    // A failed lookup is not cached: the next call asks the database again.
    gateway.catch(() => cache.delete(key));
    return gateway;
  }

  return {
    forget: () => cache.clear(),
    listServers: async (t, g, o) => (await gatewayFor(t, g)).listServers(t, g, o),
    findServer: async (t, g, s) => (await gatewayFor(t, g)).findServer(t, g, s),
    listRoles: async (t, g, suid, o) => (await gatewayFor(t, g)).listRoles(t, g, suid, o),
    findRole: async (t, g, r) => (await gatewayFor(t, g)).findRole(t, g, r),
    lookupPlayer: async (t, g, q) => (await gatewayFor(t, g)).lookupPlayer(t, g, q),
    deliver: async (t, g, r, d) => (await gatewayFor(t, g)).deliver(t, g, r, d),
    revoke: async (t, g, r, v) => (await gatewayFor(t, g)).revoke(t, g, r, v),
  };
}
