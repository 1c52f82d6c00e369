import type { z } from 'zod';
import type { GameData, gameListQuerySchema } from '@topup/contracts/catalog';
import { ResultCode } from '@topup/contracts/result-codes';
import { isAllowedArea, regionalLink } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { resolveArea } from './area.ts';
import type { CatalogRepository, GameRow } from './repository.ts';

// Game rows change rarely and every catalog call needs one: a few seconds in memory.
const GAMES_TTL_MS = 5_000;

type GameListQuery = z.infer<typeof gameListQuerySchema>;
type GameEntry = Omit<GameData, 'area' | 'sub_game'>;

/** The row of the platform asked for, else the game's web row (every game has one). */
function onPlatform(rows: GameRow[], platform: string): GameRow {
  return (
    rows.find((r) => r.platform === platform) ?? rows.find((r) => r.platform === 'web') ?? rows[0]!
  );
}

function groupByCode(rows: GameRow[]): Map<string, GameRow[]> {
  const byCode = new Map<string, GameRow[]>();
  for (const row of rows) byCode.set(row.gameCode, [...(byCode.get(row.gameCode) ?? []), row]);
  return byCode;
}

/** A game row as getGameListV2 lists it, without its area and sub-games. */
export function gameEntry(ctx: RequestContext, row: GameRow): GameEntry {
  // A game without its own links uses the brand's links for the game's region.
  const area = isAllowedArea(ctx.tenant, row.area) ? row.area : undefined;
  return {
    client_id: row.clientId,
    gp_id: row.gpId,
    code: row.gameCode,
    name: row.name,
    logo: row.logo,
    is_select_game: row.isSelectGame,
    terms_url: row.termsUrl ?? regionalLink(ctx.tenant.links.agreement, area),
    privacy_url: row.privacyUrl ?? regionalLink(ctx.tenant.links.privacy, area),
    ...(row.keyArt ? { key_art: row.keyArt } : {}),
  };
}

export function createGameService(repo: CatalogRepository, opts: { ttlMs?: number } = {}) {
  const cache = createTtlCache<GameRow[]>({ ttlMs: opts.ttlMs ?? GAMES_TTL_MS });
  const gamesOf = (tenantId: string) => cache.get(tenantId, () => repo.listGames(tenantId));

  return {
    /** The game row of a client id on this tenant; -3001 when the tenant has no such client. */
    async game(ctx: RequestContext, clientId: string): Promise<GameRow> {
      const game = (await gamesOf(ctx.tenant.id)).find((row) => row.clientId === clientId);
      if (!game) throw new AppError(ResultCode.NoGame, serverMessage('game.notFound'));
      return game;
    },

    /** SPEC §7 getGameListV2: every top-level game on the platform, sub-games by code. */
    async gameList(ctx: RequestContext, query: GameListQuery): Promise<{ games: GameData[] }> {
      const current = await this.game(ctx, query.client_id);
      resolveArea(ctx.tenant, { domainArea: query.domain_area, clientArea: current.area });
      const rows = await gamesOf(ctx.tenant.id);
      const top = groupByCode(rows.filter((r) => r.parentCode === null));
      const games = [...top].map(([code, gameRows]): GameData => {
        const row = onPlatform(gameRows, query.platform);
        const subs = groupByCode(rows.filter((r) => r.parentCode === code));
        const subGame = Object.fromEntries(
          [...subs].map(([subCode, subRows]) => [
            subCode,
            gameEntry(ctx, onPlatform(subRows, query.platform)),
          ]),
        );
        return { ...gameEntry(ctx, row), area: row.area, sub_game: subGame };
      });
      return { games };
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
