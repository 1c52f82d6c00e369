import type { ReplenishStatus } from '@topup/contracts/replenish';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';
import { replenishError } from './messages.ts';
import type { ReplenishLinkRow } from './repository.ts';

/** What the player sees of a link; a cancelled link is not shown at all (-3016). */
export function statusOf(link: ReplenishLinkRow, at: Date): ReplenishStatus {
  if (link.status === 'cancelled') throw replenishError('cancelled');
  if (link.status === 'settled') return 'paid';
  return link.expiresAt.getTime() > at.getTime() ? 'open' : 'expired';
}

/** Seconds left to pay; 0 once expired or paid. */
export function secondsLeft(link: ReplenishLinkRow, at: Date): number {
  if (link.status !== 'open') return 0;
  return Math.max(0, Math.floor((link.expiresAt.getTime() - at.getTime()) / 1000));
}

/**
 * A link may be paid only while open and unexpired, for its own game (any client id of it: they
 * share the game product the token is bound to) and by its own account. Throws -3016 otherwise.
 */
export function assertPayable(
  link: ReplenishLinkRow,
  game: Pick<GameRow, 'gameCode'>,
  user: Pick<AuthUser, 'suid'>,
  at: Date,
): void {
  const status = statusOf(link, at);
  if (status === 'paid') throw replenishError('paid');
  if (status === 'expired') throw replenishError('expired');
  if (link.gameCode !== game.gameCode) throw replenishError('otherGame');
  if (link.suid !== user.suid) throw replenishError('otherAccount');
}
