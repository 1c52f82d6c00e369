import type { ConsolePromotion } from '@topup/contracts/console-promotions';
import type { PromotionRow } from './repository.ts';

type Window = Pick<PromotionRow, 'startsAt' | 'endsAt' | 'active' | 'endedAt'>;

/** Whether players see it at `at`, and if not, why (the console's state column). */
export function promotionState(row: Window, at: Date): ConsolePromotion['state'] {
  if (row.endedAt !== null || row.endsAt <= at) return 'ended';
  if (!row.active) return 'inactive';
  if (row.startsAt > at) return 'upcoming';
  return 'live';
}

export const isLive = (row: Window, at: Date) => promotionState(row, at) === 'live';
