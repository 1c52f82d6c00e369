import { useNavigate, useLocation } from 'react-router';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { getBoot } from '../../shared/boot/boot.ts';
import { track } from '../../shared/tracking/track.ts';
import { pickName, type GamePick } from './game-options.ts';
import { replaceSelection } from './selection-store.ts';
import { useGameContext } from './use-game-context.ts';

// The goods page of both route sets. Its loader reloads the document when the game needs the
// other route set (ADR 0006).
const GOODS_PATH = '/selectGoods';

/** The query for another game: its client id (and area when it lives elsewhere), no role link. */
export function searchForGame(
  tenant: Tenant,
  currentSearch: string,
  pick: GamePick,
  currentArea: string | undefined,
): string {
  const q = new URLSearchParams(currentSearch);
  q.set('client_id', pick.game.clientId);
  // A game link's server and role belong to the game it was made for.
  q.delete('server_id');
  q.delete('role_id');
  const area = pick.game.area;
  if (area !== currentArea && (tenant.areas as readonly string[]).includes(area)) {
    q.set('domain_area', area);
  }
  return `?${q}`;
}

/** Switches the page to another game; the stored selection starts over for the new client. */
export function useChangeGame(): (pick: GamePick) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { clientId, area } = useGameContext();
  return (pick) => {
    const to = pick.game.clientId;
    if (to !== clientId) {
      track('changeGame', { from_client_id: clientId, client_id: to });
      replaceSelection({ gameName: pickName(pick), clientId: to, gameProductId: pick.game.gpId });
    }
    void navigate({
      pathname: GOODS_PATH,
      search: searchForGame(getBoot().tenant, search, pick, area),
    });
  };
}
