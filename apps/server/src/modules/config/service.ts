import type { z } from 'zod';
import type {
  gameLogoQuerySchema,
  PageConfig,
  pageConfigQuerySchema,
} from '@topup/contracts/page-config';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Area } from '@topup/tenants/areas';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { createUntilCache } from '../../lib/until-cache.ts';
import { keptAnswer, type KeptAnswer } from '../../lib/kept-answer.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { resolveArea } from '../catalog/area.ts';
import type { ConfigRepository, GameRow, PageConfigRow } from './repository.ts';
import { serverMessage } from '../../i18n/server-messages.ts';

// Config rows change rarely and are read on every page load: keep them a few seconds in memory.
const CONFIG_TTL_MS = 5_000;

type PageConfigQuery = z.infer<typeof pageConfigQuerySchema>;
type GameLogoQuery = z.infer<typeof gameLogoQuerySchema>;

/**
 * Which kinds of event are live for a game in an area (the activity module answers), and when
 * (ms, by the app's clock) that next changes by itself: an event's start or end; null: never.
 */
export type EventFlags = (
  ctx: RequestContext,
  gameCode: string,
  area: Area,
) => Promise<{ cumulative: boolean; continuous: boolean; changesAt?: number | null }>;

const noEvents: EventFlags = async () => ({ cumulative: false, continuous: false });

export function createConfigService(
  repo: ConfigRepository,
  opts: {
    ttlMs?: number;
    eventFlags?: EventFlags;
    /** The clock event windows are judged by (the app's). */
    now?: () => Date;
    /** Catalog changes (events): the kept answers are dropped at once. */
    invalidation?: ChangeBus;
    /** The answer's bytes for a page config (the route's envelope and response schema). */
    encode?: (config: PageConfig) => string;
  } = {},
) {
  const eventFlags = opts.eventFlags ?? noEvents;
  const ttlMs = opts.ttlMs ?? CONFIG_TTL_MS;
  const gameCache = createTtlCache<GameRow | undefined>({ ttlMs });
  const pageConfigCache = createTtlCache<PageConfigRow | undefined>({ ttlMs });
  const now = opts.now ?? (() => new Date());
  // Issue 32: the page config is the same for everyone on a brand, game and area; its answer is
  // kept as bytes until the TTL, a catalog change or the next event start or end.
  const bodies = createUntilCache<KeptAnswer>({
    ttlMs,
    clock: () => now().getTime(),
    clearOn: opts.invalidation,
  });
  const encode = opts.encode ?? ((config: PageConfig) => JSON.stringify(config));

  async function gameOf(ctx: RequestContext, clientId: string): Promise<GameRow> {
    const key = `${ctx.tenant.id}\u0000${clientId}`;
    const game = await gameCache.get(key, () => repo.findGame(ctx.tenant.id, clientId));
    if (!game) throw new AppError(ResultCode.NoGame, serverMessage('game.notFound'));
    return game;
  }

  return {
    /** pageConfig's answer as bytes (and their ETag), kept for everyone who asks the same. */
    async pageConfigBody(ctx: RequestContext, query: PageConfigQuery): Promise<KeptAnswer> {
      const game = await gameOf(ctx, query.client_id);
      const area = resolveArea(ctx.tenant, {
        domainArea: query.domain_area,
        clientArea: game.area,
      });
      return bodies.get(`${ctx.tenant.id}\u0000${game.clientId}\u0000${area}`, async () => {
        const { config, changesAt } = await build(ctx, game, area);
        return { value: keptAnswer(Buffer.from(encode(config))), until: changesAt };
      });
    },

    /** SPEC §7 /api/config/recharge: -3001 unknown game, -3014 area not offered on this brand. */
    async pageConfig(ctx: RequestContext, query: PageConfigQuery): Promise<PageConfig> {
      const game = await gameOf(ctx, query.client_id);
      const area = resolveArea(ctx.tenant, {
        domainArea: query.domain_area,
        clientArea: game.area,
      });
      return (await build(ctx, game, area)).config;
    },

    async gameLogo(ctx: RequestContext, query: GameLogoQuery): Promise<{ icon: string }> {
      const game = await gameOf(ctx, query.client_id);
      return { icon: game.logo };
    },
  };

  async function build(
    ctx: RequestContext,
    game: GameRow,
    area: Area,
  ): Promise<{ config: PageConfig; changesAt: number | null }> {
    const [row, events] = await Promise.all([
      pageConfigCache.get(`${ctx.tenant.id}\u0000${game.clientId}`, () =>
        repo.findPageConfig(ctx.tenant.id, game.clientId),
      ),
      eventFlags(ctx, game.gameCode, area),
    ]);
    const config: PageConfig = {
      is_open_coupon: row?.isOpenCoupon ?? false,
      language_config: row?.languageConfig ?? ctx.tenant.languages.join(','),
      area_config: { is_area_role: row?.isAreaRole ?? false },
      brand_color: row?.brandColor ?? ctx.tenant.brandColor,
      // Live events of the game in the area's currency (SPEC §2: gates /activity and its tab).
      cumulative_config: { is_has_cumulative: events.cumulative },
      continue_config: { is_has_continue: events.continuous },
    };
    return { config, changesAt: events.changesAt ?? null };
  }
}
