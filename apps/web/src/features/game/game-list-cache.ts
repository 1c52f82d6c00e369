import type { GameOption } from './game-options.ts';

// The last game list the server sent. Code outside React (the API client's token lookup, loaders,
// result-code handling) must know the current game's gp_id synchronously, and sub-games exist only
// in this list, so the list is kept here as well as in the query cache.
let games: readonly GameOption[] | null = null;
const listeners = new Set<() => void>();

export function rememberGameList(list: readonly GameOption[]): void {
  games = list;
  for (const listener of listeners) listener();
}

export function cachedGameList(): readonly GameOption[] | null {
  return games;
}

export function subscribeGameList(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from "no list loaded yet". */
export function resetGameListCache(): void {
  games = null;
}
