import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getBoot } from '../../shared/boot/boot.ts';
import { gameContextFor, type GameContext } from './current-game.ts';
import { cachedGameList, subscribeGameList } from './game-list-cache.ts';
import { useSelectionPart } from './selection-store.ts';

/**
 * Game, client id, resolved area and SDK flag of the current URL. The same object while they stay
 * the same: most of the page reads it, and a selection change that leaves them alone (the game
 * written in after the first render) re-renders none of it.
 */
export function useGameContext(): GameContext {
  const { search } = useLocation();
  const list = useSyncExternalStore(subscribeGameList, cachedGameList, cachedGameList);
  return useSelectionPart(
    (selection) => gameContextFor(getBoot().tenant, search, list, selection),
    [search, list],
  );
}
