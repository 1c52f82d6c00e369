import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setGameInfo } from '../../shared/storage/game-info.ts';
import type { GameContext } from '../game/current-game.ts';
import {
  currentSelection,
  replaceSelection,
  subscribeSelection,
  useSelectionPart,
} from '../game/selection-store.ts';
import { areaLabel } from '../region/area-label.ts';
import { rebaseSelection, restoredPicks, type Picks } from '../game/selection-rules.ts';

const NO_PICKS: Picks = {};

/**
 * Keeps the stored selection on the game and area shown (starting over when either changed) and
 * returns the picks restored for them.
 */
export function useSelectionSync(ctx: GameContext): Picks {
  const { t } = useTranslation();
  const { game, area, clientId } = ctx;
  const display = area ? areaLabel(t, area) : '';
  useEffect(() => {
    // Before the game list confirms the game, a sub-game link would look like another game.
    if (!game.confirmed || !area) return;
    // SPEC §3 gameInfo: the game shown, confirmed by the server's list.
    setGameInfo({ clientId: game.clientId, gpId: game.gpId, name: game.name });
    // Again whenever another writer changes the stored selection; subscribed here rather than
    // read in render, so writing the game in re-renders nothing that shows the same.
    let writing = false;
    const rebase = () => {
      const selection = currentSelection();
      const next = rebaseSelection(selection, game, { value: area, display });
      // Its own write notifies this listener too; once is enough.
      if (next === selection || writing) return;
      writing = true;
      try {
        replaceSelection(next);
      } finally {
        writing = false;
      }
    };
    rebase();
    return subscribeSelection(rebase);
  }, [game, area, display]);
  return useSelectionPart(
    (s) => (game.confirmed ? restoredPicks(s, clientId, area) : NO_PICKS),
    [game.confirmed, clientId, area],
  );
}
