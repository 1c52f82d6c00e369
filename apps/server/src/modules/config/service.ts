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
import { resolveArea } from '../catalog/area.ts';
import type { ConfigRepository, GameRow, PageConfigRow } from './repository.ts';
import { serverMessage } from '../../i18n/server-messages.ts';

// Config rows change rarely and are read on every page load: keep them a few seconds in memory.
const CONFIG_TTL_MS = 5_000;

type PageConfigQuery = z.infer<typeof pageConfigQuerySchema>;
type GameLogoQuery = z.infer<typeof gameLogoQuerySchema>;

/** Which kinds of event are live for a game in an area (the activity module answers). */
export type EventFlags = (
  ctx: RequestContext,
  gameCode: string,
  area: Area,
) => Promise<{ cumulative: boolean; continuous: boolean }>;

const noEvents: EventFlags = async () => ({ cumulative: false, continuous: false });

export function createConfigService(
  repo: ConfigRepository,
  opts: { ttlMs?: number; eventFlags?: EventFlags } = {},
) {
  const eventFlags = opts.eventFlags ?? noEvents;
  const ttlMs = opts.ttlMs ?? CONFIG_TTL_MS;
  const gameCache = createTtlCache<GameRow | undefined>({ ttlMs });
  const pageConfigCache = createTtlCache<PageConfigRow | undefined>({ ttlMs });

  async function gameOf(ctx: RequestContext, clientId: string): Promise<GameRow> {
    const key = `${ctx.tenant.id}\u0000${clientId}`;
    const game = await gameCache.get(key, () => repo.findGame(ctx.tenant.id, clientId));
    if (!game) throw new AppError(ResultCode.NoGame, serverMessage('game.notFound'));
    return game;
  }

  return {
    /** SPEC §7 /api/config/recharge: -3001 unknown game, -3014 area not offered on this brand. */
    async pageConfig(ctx: RequestContext, query: PageConfigQuery): Promise<PageConfig> {
      const game = await gameOf(ctx, query.client_id);
      const area = resolveArea(ctx.tenant, {
        domainArea: query.domain_area,
        clientArea: game.area,
      });
      const [row, events] = await Promise.all([
        pageConfigCache.get(`${ctx.tenant.id}\u0000${game.clientId}`, () =>
          repo.findPageConfig(ctx.tenant.id, game.clientId),
        ),
        eventFlags(ctx, game.gameCode, area),
      ]);
      return {
        is_open_coupon: row?.isOpenCoupon ?? false,
        language_config: row?.languageConfig ?? ctx.tenant.languages.join(','),
        area_config: { is_area_role: row?.isAreaRole ?? false },
        brand_color: row?.brandColor ?? ctx.tenant.brandColor,
        // Live events of the game in the area's currency (SPEC §2: gates /activity and its tab).
        cumulative_config: { is_has_cumulative: events.cumulative },
        continue_config: { is_has_continue: events.continuous },
      };
    },

    async gameLogo(ctx: RequestContext, query: GameLogoQuery): Promise<{ icon: string }> {
      const game = await gameOf(ctx, query.client_id);
      return { icon: game.logo };
    },
  };
}
