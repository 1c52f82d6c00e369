import type { QueryClient } from '@tanstack/react-query';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { koreaCompanyFor } from '@topup/tenants/tenant-rules';
import { getBoot } from '../../shared/boot/boot.ts';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { setItem } from '../../shared/storage/storage.ts';
import { hasEvents, pageConfigQuery } from '../../features/config/api/get-page-config.ts';
import { gameContextFor, resolveClientId } from '../../features/game/current-game.ts';
import { forgetRegion, regionFor, saveRegion } from '../../features/region/resolve-region.ts';
import { resolveLayoutVersion, type LayoutVersion } from '../layout-version.ts';
import { paths } from '../route-paths.ts';

// Redirect routes of SPEC §2 keep the query: a game's link to / must still carry client_id etc.
export function redirectKeepingQuery(to: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search);
}

/**
 * The pages of the top-up flow need an area (SPEC §4): it is resolved and saved, or the player lands
 * on /notArea with nothing stale kept. A game or area that needs the other route set reloads the
 * document there (ADR 0006): the check uses the same inputs as the one made at boot, so the reload
 * settles instead of looping.
 */
export function regionLoader(version: LayoutVersion) {
  return ({ request }: LoaderFunctionArgs) => {
    const { pathname, search } = new URL(request.url);
    const tenant = getBoot().tenant;
    const region = regionFor(tenant, search);
    if (!region.ok) {
      forgetRegion();
      return redirect(paths.notArea);
    }
    saveRegion(region.area);
    return resolveLayoutVersion(tenant, search) === version
      ? null
      : redirectDocument(pathname + search);
  };
}

/**
 * The goods page's first data, the game list and the page config, is asked for while the page's
 * chunk downloads instead of after the page renders: one round trip less before the goods show on
 * a slow network (bench/lighthouse.ts). They are the page's own queries, so it finds them cached.
 */
export function goodsPageLoader(version: LayoutVersion, queryClient: QueryClient) {
  const region = regionLoader(version);
  return (args: LoaderFunctionArgs) => {
    const result = region(args);
    if (result === null) prefetchGoodsPage(queryClient, new URL(args.request.url).search);
    return result;
  };
}

function prefetchGoodsPage(queryClient: QueryClient, search: string): void {
  const tenant = getBoot().tenant;
  const { clientId, area } = gameContextFor(tenant, search);
  if (area === undefined) return;
  void queryClient.prefetchQuery(pageConfigQuery(clientId, area));
  const anchor = resolveClientId(tenant, readQueryParams(search, tenant.readsUtm).client_id);
  // The list's module is a chunk the page's chunk imports anyway: nothing added to the first one.
  import('../../features/game/api/get-game-list.ts')
    .then(({ gameListQuery }) => queryClient.prefetchQuery(gameListQuery(anchor, area)))
    .catch(() => undefined);
}

/** /activity exists only when the page config announces accumulated or continuous events. */
export function activityLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).search;
    const { clientId, area } = gameContextFor(getBoot().tenant, search);
    const config = await queryClient
      .ensureQueryData(pageConfigQuery(clientId, area))
      .catch(() => undefined);
    return hasEvents(config) ? null : redirect(paths.selectGoods + search);
  };
}

/**
 * /@{gameCode}: a link shared on social media. The code names a game; the page continues at / with
 * that game's web client and area, and the visit counts as social traffic. Any other single-segment
 * path falls through to the 404 page.
 */
export function socialGameLoader(version: LayoutVersion) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const segment = params.segment ?? '';
    if (!segment.startsWith('@')) return null;
    const tenant = getBoot().tenant;
    const code = segment.slice(1).toLowerCase();
    const game = tenant.games.find((g) => g.code === code);
    if (!game) return null;
    setItem('trafficSource', 'social');
    const query = new URLSearchParams(new URL(request.url).search);
    query.set('client_id', game.clients.web.clientId);
    query.set('domain_area', game.clients.web.area);
    const target = `${paths.home}?${query}`;
    // The game may use the other route set; only a fresh document load switches sets.
    return resolveLayoutVersion(tenant, `?${query}`) === version
      ? redirect(target)
      : redirectDocument(target);
  };
}

/**
 * /accessibility (issue 18): where to report a barrier, the customer e-mail the brand config already
 * publishes for this area (the Japanese trade-law notice or the Korean company block), if any.
 * Here, not in the page's chunk: importing these first-page modules from there would split them
 * into chunks of their own, one more request on every first page (e2e/initial-js-budget.spec.ts).
 */
export function accessibilityLoader({ request }: LoaderFunctionArgs): { email?: string } {
  const tenant = getBoot().tenant;
  const region = regionFor(tenant, new URL(request.url).search);
  const area = region.ok ? region.area : undefined;
  return { email: tenant.jpTradeLaw?.email ?? koreaCompanyFor(tenant, area)?.email };
}
