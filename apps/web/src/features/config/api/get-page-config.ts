import { queryOptions, useQuery } from '@tanstack/react-query';
import { languages, type Language } from '@topup/contracts/languages';
import { pageConfigSchema, type PageConfig } from '@topup/contracts/page-config';
import { apiGet } from '../../../shared/api-client/api-client.ts';
import { useGameContext } from '../../game/use-game-context.ts';

// GET /api/config/recharge (SPEC §3 page config). It changes rarely, so it is fetched once per
// game and area and kept for the session.
export function pageConfigQuery(clientId: string, area: string | undefined) {
  return queryOptions({
    queryKey: ['page-config', clientId, area ?? ''],
    queryFn: ({ signal }) =>
      apiGet('/api/config/recharge', { client_id: clientId, domain_area: area }, pageConfigSchema, {
        signal,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePageConfig() {
  const { clientId, area } = useGameContext();
  return useQuery(pageConfigQuery(clientId, area));
}

/** Accumulated or continuous top-up events exist (SPEC §2: gates /activity and its tab). */
export function hasEvents(config: PageConfig | undefined): boolean {
  return Boolean(
    config?.cumulative_config.is_has_cumulative || config?.continue_config.is_has_continue,
  );
}

/** Languages listed in language_config that we support, in their given order. */
export function configLanguages(config: PageConfig | undefined): Language[] {
  if (!config) return [];
  const known = new Set<string>(languages);
  const picked = config.language_config
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is Language => known.has(s));
  return [...new Set(picked)];
}
