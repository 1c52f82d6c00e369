import type { z } from 'zod';
import type { countryListQuerySchema, payWayListQuerySchema } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../../context.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import { unknownProductMessage } from '../../catalog/unknown-product.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { resolveArea } from '../../catalog/area.ts';
import type { GameService } from '../../catalog/game-service.ts';
import { countryName } from './country-names.ts';
import { countryMethods, methodsIn, type CountryMethods } from './method-data.ts';
import type { MethodsRepository } from './repository.ts';

// Every recharge sheet opening reads the list; console edits clear it (catalog bus).
const METHODS_TTL_MS = 5_000;

type PayWayListQuery = z.infer<typeof payWayListQuerySchema>;
type CountryListQuery = z.infer<typeof countryListQuerySchema>;

export function createMethodsService(deps: {
  repo: MethodsRepository;
  games: GameService;
  ttlMs?: number;
  invalidation?: ChangeBus;
}) {
  const { repo, games } = deps;
  const cache = createTtlCache<CountryMethods>({
    ttlMs: deps.ttlMs ?? METHODS_TTL_MS,
    clearOn: deps.invalidation,
  });

  /**
   * Active methods of the tenant in the area by country, those whose provider takes the area's
   * currency (shared, never mutate).
   */
  function methodsOf(tenantId: string, area: string, currency: string): Promise<CountryMethods> {
    return cache.get(`${tenantId}\u0000${area}\u0000${currency}`, async () =>
      countryMethods(await repo.listActive(tenantId), area, currency),
    );
  }

  async function gameAndArea(ctx: RequestContext, clientId: string, domainArea?: string) {
    const game = await games.game(ctx, clientId);
    const area = resolveArea(ctx.tenant, { domainArea, clientArea: game.area });
    return { game, area };
  }

  return {
    /**
     * What is configured for the tenant and area with the goods' price in the area's currency;
     * the app applies the SPEC §5 listing rules (listing-rules.ts) to it.
     */
    async payWayList(ctx: RequestContext, query: PayWayListQuery, lang?: string) {
      const { game, area } = await gameAndArea(ctx, query.client_id, query.domain_area);
      const currency = defaultCurrency(ctx.tenant, area);
      const product = await repo.productPrice(
        ctx.tenant.id,
        game.gameCode,
        query.product_id,
        currency,
      );
      if (!product) throw new AppError(ResultCode.BadRequest, unknownProductMessage);
      return {
        currency,
        price_minor: product.amountMinor,
        country: methodsIn(await methodsOf(ctx.tenant.id, area, currency), lang),
      };
    },

    /** Countries with active methods in the area, by code, named in `lang` (default English). */
    async countryList(ctx: RequestContext, query: CountryListQuery, lang?: string) {
      const { area } = await gameAndArea(ctx, query.client_id, query.domain_area);
      const methods = await methodsOf(ctx.tenant.id, area, defaultCurrency(ctx.tenant, area));
      return {
        countries: Object.keys(methods).map((code) => ({ code, name: countryName(code, lang) })),
      };
    },
  };
}

export type MethodsService = ReturnType<typeof createMethodsService>;
