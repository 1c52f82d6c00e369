import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { SSR_STATE_ELEMENT_ID } from '@topup/contracts/boot';
import { rememberGameList } from '../features/game/game-list-cache.ts';
import type { GameOption } from '../features/game/game-options.ts';

// The goods page's first screen as the server rendered it (entry-server.tsx, ADR 0031): #root
// holds its markup, marked data-ssr, and a data block beside it the language and query data it
// was rendered with.

export type ServerScreen = { lang: string; queries: DehydratedState };

export function readServerScreen(container: HTMLElement): ServerScreen | null {
  if (!container.hasAttribute('data-ssr')) return null;
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  try {
    const state = JSON.parse(text ?? 'null') as ServerScreen | null;
    return state && typeof state.lang === 'string' && Array.isArray(state.queries?.queries)
      ? state
      : null;
  } catch {
    return null;
  }
}

/**
 * The server's query data into this page's cache, so the first render shows what the server
 * rendered without asking again; the game list also where code outside React reads it
 * (game-list-cache.ts), as the server's render did.
 */
export function adoptServerData(queryClient: QueryClient, screen: ServerScreen): void {
  // The server dehydrates only queries that succeeded: their data and when it was fetched is all
  // there is to take (TanStack Query's own hydrate() would add its weight to the first page).
  for (const query of screen.queries.queries) {
    const { data, dataUpdatedAt } = query.state;
    queryClient.setQueryData(query.queryKey, data, { updatedAt: dataUpdatedAt });
    if (query.queryKey[0] === 'game-list' && Array.isArray(data)) {
      rememberGameList(data as GameOption[]);
    }
  }
}

/** Resolves once the router has run its loaders and loaded the matched routes' modules. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
