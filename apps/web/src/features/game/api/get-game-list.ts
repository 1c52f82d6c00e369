import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { gameListSchema } from '@topup/contracts/catalog';
import { apiGet } from '../../../shared/api-client/api-client.ts';
import { useLoadFailure } from '../../../shared/api-client/use-load-failure.ts';
import { devicePlatform } from '../../../shared/platform/device-platform.ts';
import { getBoot } from '../../../shared/boot/boot.ts';
import { readQueryParams } from '../../../shared/boot/query-params.ts';
import { resolveClientId } from '../current-game.ts';
import { rememberGameList } from '../game-list-cache.ts';
import { toGameOptions, type GameOption } from '../game-options.ts';
import { useGameContext } from '../use-game-context.ts';

// GET /api/pay/getGameListV2 (SPEC §7): the brand's games on the browser's platform (ios, android, web) in one area.
export const GAME_LIST_PATH = '/api/pay/getGameListV2';

export async function fetchGameList(
  clientId: string,
  area: string | undefined,
  signal?: AbortSignal,
): Promise<GameOption[]> {
  const params = { client_id: clientId, platform: devicePlatform(), domain_area: area };
  const data = await apiGet(GAME_LIST_PATH, params, gameListSchema, { signal });
  const games = toGameOptions(data.games);
  rememberGameList(games);
  return games;
}

export function gameListQuery(clientId: string, area: string | undefined) {
  return queryOptions({
    queryKey: ['game-list', clientId, area ?? ''],
    queryFn: ({ signal }) => fetchGameList(clientId, area, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The list is asked for with a client id the tenant config knows (a sub-game's id is only known
 * to the server, and an unknown id would be refused before the list could say otherwise).
 */
function useListScope() {
  const { area } = useGameContext();
  const { search } = useLocation();
  const tenant = getBoot().tenant;
  const anchor = resolveClientId(tenant, readQueryParams(search, tenant.readsUtm).client_id);
  return { anchor, area };
}

export function useGameList(enabled = true) {
  const { anchor, area } = useListScope();
  const query = useQuery({
    ...gameListQuery(anchor, area),
    enabled: enabled && area !== undefined,
  });
  // A list served from the query cache (e.g. back to an earlier area) becomes current again.
  const games = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (games) rememberGameList(games);
  }, [games]);
  return query;
}

/** The game list's error state and retry (a network failure is not an empty list). */
export function useGameListFailure(query: Parameters<typeof useLoadFailure>[0]) {
  const { anchor, area } = useListScope();
  return useLoadFailure(query, GAME_LIST_PATH, gameListQuery(anchor, area).queryKey);
}
