import type { z } from 'zod';
import type { GameData } from '@topup/contracts/catalog';
import type { payWayListSchema } from '@topup/contracts/payments';
import type {
  ReplenishInfo,
  replenishCountryListQuerySchema,
  replenishGameListQuerySchema,
  replenishInfoQuerySchema,
} from '@topup/contracts/replenish';
import type { Currency } from '@topup/tenants/currencies';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { resolveArea } from '../catalog/area.ts';
import { gameEntry, type GameService } from '../catalog/game-service.ts';
import { formatMinor } from '../catalog/money.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { PayWaysForAmount } from '../payments/methods/pay-ways.ts';
import { hashReplenishId } from './link-id.ts';
import { secondsLeft, statusOf } from './link-state.ts';
import { replenishError } from './messages.ts';
import { findLink, type ReplenishLinkRow } from './repository.ts';

type GameListQuery = z.infer<typeof replenishGameListQuerySchema>;
type InfoQuery = z.infer<typeof replenishInfoQuerySchema>;
type CountryListQuery = z.infer<typeof replenishCountryListQuerySchema>;
type PayWayList = z.infer<typeof payWayListSchema>;

export type ReplenishServiceDeps = {
  db: Db;
  games: GameService;
  /** The brand's methods for an amount (payments' listing rules, passed in by app.ts). */
  payWays: PayWaysForAmount;
  now: () => Date;
};

/** The link's game listed alone: the selected game, without sub-games. */
function linkGame(ctx: RequestContext, row: GameRow): GameData {
  return { ...gameEntry(ctx, row), is_select_game: true, area: row.area, sub_game: {} };
}

/** The player's side of a make-up payment link (SPEC §7 /api/replenishment/*). */
export function createReplenishService({ db, games, payWays, now }: ReplenishServiceDeps) {
  /** This brand's link for the secret; -3016 for an unknown, another brand's or cancelled one. */
  async function linkOf(ctx: RequestContext, replenishId: string): Promise<ReplenishLinkRow> {
    const link = await findLink(db, ctx.tenant.id, hashReplenishId(replenishId));
    if (!link) throw replenishError('invalid');
    if (link.status === 'cancelled') throw replenishError('cancelled');
    return link;
  }

  return {
    linkOf,

    /** The link's game (or rp_client_id's) as the only entry of a getGameListV2-shaped list. */
    async gameList(ctx: RequestContext, query: GameListQuery): Promise<{ games: GameData[] }> {
      let clientId = query.rp_client_id;
      if (query.replenish_id) {
        const link = await linkOf(ctx, query.replenish_id);
        if (clientId && clientId !== link.clientId) throw replenishError('otherGame');
        clientId = link.clientId;
      }
      if (!clientId) throw replenishError('invalid');
      return { games: [linkGame(ctx, await games.game(ctx, clientId))] };
    },

    /** SPEC §3 replenish info; an expired link answers status 'expired' with valid_time 0. */
    async info(ctx: RequestContext, query: InfoQuery): Promise<ReplenishInfo> {
      const link = await linkOf(ctx, query.replenish_id);
      const at = now();
      const game = await games.game(ctx, link.clientId);
      return {
        game_name: game.name,
        user_name: link.username,
        amount: formatMinor(link.amountMinor, link.currency as Currency),
        amount_minor: link.amountMinor,
        currency_code: link.currency,
        valid_time: secondsLeft(link, at),
        status: statusOf(link, at),
        rp_client_id: link.clientId,
        gp_id: game.gpId,
        expires_at: link.expiresAt.toISOString(),
      };
    },

    /**
     * The getPayWayList answer for the link's amount: the area's methods by country, only those
     * whose range takes the amount (SPEC §5), countries without any left out.
     */
    /** As getPayWayList for the link's amount: method names in `lang` (default English). */
    async countryList(
      ctx: RequestContext,
      query: CountryListQuery,
      lang?: string,
    ): Promise<PayWayList> {
      const link = await linkOf(ctx, query.replenish_id);
      const status = statusOf(link, now());
      if (status !== 'open') throw replenishError(status);
      const game = await games.game(ctx, link.clientId);
      const area = resolveArea(ctx.tenant, {
        domainArea: query.domain_area,
        clientArea: game.area,
      });
      const country = await payWays({
        tenantId: ctx.tenant.id,
        area,
        currency: link.currency,
        priceMinor: link.amountMinor,
        platform: query.platform,
        lang,
      });
      return { currency: link.currency, price_minor: link.amountMinor, country };
    },
  };
}

export type ReplenishService = ReturnType<typeof createReplenishService>;
