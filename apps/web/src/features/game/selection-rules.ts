import type { Area } from '@topup/tenants/areas';
import type { OrderSelection } from '../../shared/storage/order-selection.ts';
import type { CurrentGame } from './current-game.ts';

// How the stored order selection (SPEC §3, kept 7 days) meets the page: picks are restored only
// for the same game client and area, because servers, roles and goods belong to both. In game/,
// beside the selection store, because the goods page, activity, daily rewards, gift cards and
// limits all restore picks (ADR 0029).

export type Picks = Pick<OrderSelection, 'server' | 'realServer' | 'role' | 'goods'>;

/** The stored server, role and goods that apply to this game and area; nothing otherwise. */
export function restoredPicks(
  selection: OrderSelection,
  clientId: string,
  area: Area | undefined,
): Picks {
  if (selection.clientId !== clientId) return {};
  if (selection.area && selection.area.value !== area) return {};
  const { server, realServer, role, goods } = selection;
  return { server, realServer, role, goods };
}

/**
 * The selection for the game and area on screen: the same object when nothing changes, updated
 * game fields when only they differ, and a fresh start for another client or area.
 */
export function rebaseSelection(
  selection: OrderSelection,
  game: CurrentGame,
  area: { value: Area; display: string },
): OrderSelection {
  const base: OrderSelection = {
    gameName: game.name,
    clientId: game.clientId,
    gameProductId: game.gpId,
    area,
  };
  const sameGame = selection.clientId === game.clientId;
  const sameArea = !selection.area || selection.area.value === area.value;
  if (!sameGame || !sameArea) return base;
  const unchanged =
    selection.gameName === game.name &&
    selection.gameProductId === game.gpId &&
    selection.area?.value === area.value &&
    selection.area.display === area.display;
  return unchanged ? selection : { ...selection, ...base };
}
