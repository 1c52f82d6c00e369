import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setGameInfo } from '../../shared/storage/game-info.ts';
import type { GameContext } from '../game/current-game.ts';
import { replaceSelection, useOrderSelection } from '../game/selection-store.ts';
import { areaLabel } from '../region/area-label.ts';
import { rebaseSelection, restoredPicks, type Picks } from '../game/selection-rules.ts';

/**
 * Keeps the stored selection on the game and area shown (starting over when either changed) and
 * returns the picks restored for them.
 */
export function useSelectionSync(ctx: GameContext): Picks {
  const { t } = useTranslation();
  const selection = useOrderSelection();
  const { game, area } = ctx;
  const display = area ? areaLabel(t, area) : '';
  useEffect(() => {
    // Before the game list confirms the game, a sub-game link would look like another game.
    if (!game.confirmed || !area) return;
    // SPEC §3 gameInfo: the game shown, confirmed by the server's list.
    setGameInfo({ clientId: game.clientId, gpId: game.gpId, name: game.name });
    const next = rebaseSelection(selection, game, { value: area, display });
    if (next !== selection) replaceSelection(next);
  }, [game, area, display, selection]);
  return game.confirmed ? restoredPicks(selection, ctx.clientId, area) : {};
}
