import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { getBoot } from '../../shared/boot/boot.ts';
import { gameContextFor, type GameContext } from './current-game.ts';

/** Game, client id, area and SDK flag of the current URL. */
export function useGameContext(): GameContext {
  const { search } = useLocation();
  return useMemo(() => gameContextFor(getBoot().tenant, search), [search]);
}
