import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { serverListSchema, type ServerData } from '@topup/contracts/catalog';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/pay/getServerList (SPEC §7): all servers of the game in the area, the player's own
// servers apart (only with a token), and server_id searching by id prefix.
export type ServerList = { mine: ServerData[]; all: ServerData[] };

export async function fetchServerList(
  clientId: string,
  area: string | undefined,
  search: string,
  signal?: AbortSignal,
): Promise<ServerList> {
  const params = { client_id: clientId, domain_area: area, server_id: search || undefined };
  const data = await apiGet('/api/pay/getServerList', params, serverListSchema, { signal });
  return { mine: data.my_servers, all: data.all_servers };
}

export function serverListQuery(
  clientId: string,
  area: string | undefined,
  search: string,
  signedIn: boolean,
) {
  return queryOptions({
    // Signing in or out changes 'my servers', so the player's state is part of the key.
    queryKey: ['server-list', clientId, area ?? '', search, signedIn],
    queryFn: ({ signal }) => fetchServerList(clientId, area, search, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useServerList(
  clientId: string,
  area: string | undefined,
  search: string,
  signedIn: boolean,
) {
  return useQuery(serverListQuery(clientId, area, search, signedIn));
}
