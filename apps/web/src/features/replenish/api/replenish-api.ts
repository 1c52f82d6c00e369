import { queryOptions } from '@tanstack/react-query';
import { encodeCredential } from '@topup/contracts/credentials';
import { gameListSchema } from '@topup/contracts/catalog';
import { payWayListSchema } from '@topup/contracts/payments';
import {
  ingameUserInfoSchema,
  replenishInfoSchema,
  type IngameUserInfo,
} from '@topup/contracts/replenish';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';
import { devicePlatform } from '../../../shared/platform/device-platform.ts';
import { toGameOptions, type GameOption } from '../../game/game-options.ts';

// SPEC §7 calls of the make-up payment page. A -3016 answer sends the player to /errorReplenish
// (shared/api-client/result-codes.ts), so the page itself only handles the answers it can use.

export type ReplenishRef = { replenishId?: string | undefined; rpClientId?: string | undefined };

/** GET /api/replenishment/getGameList: the link's game (a list of one). */
export function replenishGameQuery({ replenishId, rpClientId }: ReplenishRef) {
  return queryOptions({
    queryKey: ['replenish-game', replenishId ?? '', rpClientId ?? ''],
    queryFn: async ({ signal }): Promise<GameOption | null> => {
      const params = {
        replenish_id: replenishId,
        rp_client_id: rpClientId,
        platform: devicePlatform(),
      };
      const data = await apiGet('/api/replenishment/getGameList', params, gameListSchema, {
        signal,
      });
      return toGameOptions(data.games)[0] ?? null;
    },
    staleTime: Infinity,
  });
}

/** GET /api/replenishment/replenishment_info: refetched after paying to see it settled. */
export function replenishInfoQuery(replenishId: string) {
  return queryOptions({
    queryKey: ['replenish-info', replenishId],
    queryFn: ({ signal }) =>
      apiGet(
        '/api/replenishment/replenishment_info',
        { replenish_id: replenishId },
        replenishInfoSchema,
        { signal },
      ),
    staleTime: 0,
  });
}

/** GET /api/pay/replenishmentCountryList: the getPayWayList answer for the link's amount. */
export function replenishMethodsQuery(replenishId: string, area: string | undefined) {
  return queryOptions({
    queryKey: ['replenish-methods', replenishId, area ?? ''],
    queryFn: ({ signal }) =>
      apiGet(
        '/api/pay/replenishmentCountryList',
        { replenish_id: replenishId, platform: devicePlatform(), domain_area: area },
        payWayListSchema,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

export type IngameLoginInput = {
  username: string;
  password: string;
  mode: 'account' | 'card';
  gameId: string;
  replenishId: string;
};

/**
 * POST /api/ingame/auth (SPEC §7): the login with game_id for the link's game. Silent like the
 * normal login: the popup shows the server's message next to the fields.
 */
export function ingameLogIn(input: IngameLoginInput): Promise<IngameUserInfo> {
  return apiPost(
    '/api/ingame/auth',
    {
      username: encodeCredential(input.username),
      password: encodeCredential(input.password),
      client_id: input.gameId,
      game_id: input.gameId,
      login_type: input.mode,
      replenish_id: input.replenishId,
    },
    ingameUserInfoSchema,
    { silent: true },
  );
}
