import type { OrderSelection } from '../../shared/storage/order-selection.ts';
import type { GameContext } from '../game/current-game.ts';
import { restoredPicks } from '../game/selection-rules.ts';

export type Character = { serverId: string; roleId: string; label: string };

/**
 * The character the events are about: the one picked on the goods page for this game and area
 * (the stored order selection), for a signed-in player only.
 */
export function characterOf(
  selection: OrderSelection,
  ctx: Pick<GameContext, 'clientId' | 'area'>,
  signedIn: boolean,
): Character | null {
  if (!signedIn) return null;
  const { server, role } = restoredPicks(selection, ctx.clientId, ctx.area);
  if (!server || !role) return null;
  return {
    serverId: server.value,
    roleId: role.value,
    label: `${role.display} · ${server.display}`,
  };
}
