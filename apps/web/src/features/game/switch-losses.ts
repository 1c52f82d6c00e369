import type { OrderSelection } from '../../shared/storage/order-selection.ts';
import type { GamePick } from './game-options.ts';

/** What switching to another game would throw away; the switch asks first only if anything. */
export type SwitchLosses = { selection: boolean; login: boolean };

type Current = {
  selection: OrderSelection;
  /** The game product the page is on (its login is kept in userMap under this id). */
  gpId: number;
  /** Whether a login is stored for a game product. */
  signedIn: (gpId: number) => boolean;
};

/**
 * SPEC §5: a switch only asks when it would drop the server, character or goods chosen for
 * another game (issue 17, defect 8: not when nothing was chosen). A login is bound to one game
 * product (shared/storage/user-info.ts), so a game of another product without its own login means
 * logging in again: the player is told before (issue 17, defect 3).
 */
export function switchLosses(pick: GamePick, current: Current): SwitchLosses {
  const { selection, gpId, signedIn } = current;
  const selectionLost =
    selection.clientId !== undefined &&
    selection.clientId !== pick.game.clientId &&
    Boolean(selection.server || selection.role || selection.goods);
  const loginLost = pick.game.gpId !== gpId && signedIn(gpId) && !signedIn(pick.game.gpId);
  return { selection: selectionLost, login: loginLost };
}

export function losesAnything(losses: SwitchLosses): boolean {
  return losses.selection || losses.login;
}
