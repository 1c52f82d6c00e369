import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getBoot } from '../../shared/boot/boot.ts';
import { gameContextFor, type GameContext } from './current-game.ts';
import { cachedGameList, subscribeGameList } from './game-list-cache.ts';
import { useOrderSelection } from './selection-store.ts';

/** Game, client id, resolved area and SDK flag of the current URL. */
export function useGameContext(): GameContext {
  const { search } = useLocation();
  const list = useSyncExternalStore(subscribeGameList, cachedGameList, cachedGameList);
  const selection = useOrderSelection();
  return useMemo(
    () => gameContextFor(getBoot().tenant, search, list, selection),
    [search, list, selection],
  );
}
