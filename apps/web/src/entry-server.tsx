import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { fontCssFor } from './shared/fonts/load-font.ts';
import type { Language } from '@topup/contracts/languages';
import { rtlLanguages } from '@topup/contracts/languages';
import { resolveLayoutVersion } from './app/layout-version.ts';
import { createQueryClient } from './app/query-client.ts';
import { buildRoutes } from './app/router.ts';
import { configureApiClient } from './shared/api-client/api-client.ts';
import { setServerOrigin } from './shared/api-client/hosts.ts';
import { setTransport, type Transport } from './shared/api-client/send-once.ts';
import { setBoot, type Boot } from './shared/boot/boot.ts';
import { currentLanguage, initI18n } from './shared/i18n/i18n.ts';
import { clearMemoryStorage } from './shared/storage/storage.ts';
import { resetGameListCache } from './features/game/game-list-cache.ts';
import type { PageConfig } from '@topup/contracts/page-config';
import { resolveBrandColor } from '@topup/tenants/brand-colors';
import { pendingQueries } from './shared/ssr/pending-queries.ts';

// The goods page's first screen as HTML (ADR 0031): the server renders the same components the
// browser will, for a player it knows nothing about (no login, nothing stored), with the data
// that screen asks for, so the first paint needs no script. The browser then hydrates it
// (main.tsx) with the same query data, or renders afresh when its player is not that player.

export type ServerRenderInput = {
  boot: Boot;
  /** The page's absolute URL, e.g. http://watt.localhost:8080/selectGoods?client_id=11103. */
  url: string;
  /** The request's Accept-Language, most preferred first. */
  acceptLanguages: readonly string[];
  /** Answers the page's API calls (the server's own API, in process). */
  transport: Transport;
};

export type ServerRender = {
  /** The markup inside #root. */
  html: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** The stylesheet of the language's web font (shared/fonts), linked in the head with the page's. */
  fontCss?: string;
  /** TanStack Query's dehydrated cache: what the browser hydrates from. */
  queries: DehydratedState;
  /**
   * The colour the page paints in: the game's page config over the brand's (SPEC §3), as the
   * browser applies it on hydrating (use-page-config-effects.ts); the server's head carries it
   * so the first paint is already in it (issue 29 item 5).
   */
  brandColor: string;
};

/**
 * The tree's HTML once every lazy part has loaded (renderToString would leave a Suspense
 * boundary's fallback, to be filled in by the browser).
 */
async function markup(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** How many times the tree is rendered to find the queries its first screen asks for. */
const MAX_PASSES = 6;

/**
 * The page's markup, or null when this page cannot be rendered ahead (a redirect, a failed call,
 * a screen that keeps asking for more): the browser then renders it as before.
 *
 * Module state (boot, language, API client, storage) is the browser's single page; the caller
 * runs one render at a time (apps/server/src/plugins/server-render.ts).
 */
export async function render(input: ServerRenderInput): Promise<ServerRender | null> {
  const { boot, url } = input;
  const { tenant } = boot;
  const { search, origin } = new URL(url);
  setBoot(boot);
  clearMemoryStorage();
  // The last page's game list must not be this one's (another brand's, perhaps).
  resetGameListCache();
  setServerOrigin(origin);
  setTransport(input.transport);
  configureApiClient({ getToken: () => undefined, getLanguage: currentLanguage });
  const lang = await initI18n({
    defaultLanguage: tenant.defaultLanguage,
    offered: tenant.languages,
    search,
    browser: input.acceptLanguages,
  });

  const queryClient = createQueryClient();
  const routes = buildRoutes(resolveLayoutVersion(tenant, search), queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const tree = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    // The loaders' prefetches first, then whatever this pass's render asked for.
    const pending = pendingQueries(queryClient);
    if (pending.length > 0) {
      await Promise.all(
        pending.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey })),
      );
      continue;
    }
    const html = await markup(tree);
    if (pendingQueries(queryClient).length > 0) continue;
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error');
    if (failed) return null;
    const dir = rtlLanguages.includes(lang) ? 'rtl' : 'ltr';
    const config = queryClient.getQueriesData<PageConfig>({ queryKey: ['page-config'] })[0]?.[1];
    const brandColor = resolveBrandColor(tenant.brandColor, config?.brand_color);
    const queries = dehydrate(queryClient);
    return { html, lang, dir, fontCss: fontCssFor(lang), queries, brandColor };
  }
  return null;
}
