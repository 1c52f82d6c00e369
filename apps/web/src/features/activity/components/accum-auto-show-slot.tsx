import { lazy, Suspense, useState } from 'react';
import { getOrderSelection } from '../../../shared/storage/order-selection.ts';
import { useUserInfo } from '../../../shared/session/session-store.ts';
import { usePageConfig } from '../../config/api/get-page-config.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { characterOf } from '../character.ts';

const AccumPopup = lazy(() => import('./accum-popup.tsx').then((m) => ({ default: m.AccumPopup })));

/**
 * autoShowAccum (SPEC §3) on the goods page: when an accumulated event is live and the character
 * the player arrived with has a reward to claim, its popup opens once per event and day. Only the
 * character picked before this visit counts, so a pick made now never opens a popup over the flow;
 * the popup and its query load only then, outside the goods page's own chunk.
 */
export function AccumAutoShowSlot() {
  const ctx = useGameContext();
  const config = usePageConfig();
  const signedIn = useUserInfo(ctx.game.gpId) !== null;
  const [arrivedWith] = useState(getOrderSelection);
  const character = characterOf(arrivedWith, ctx, signedIn);
  if (ctx.sdk || !config.data?.cumulative_config.is_has_cumulative || !character) return null;
  return (
    <Suspense fallback={null}>
      <AccumPopup clientId={ctx.clientId} area={ctx.area} character={character} />
    </Suspense>
  );
}
