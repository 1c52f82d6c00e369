import * as z from 'zod/mini';
import { getItem, removeItem, setItem } from './storage.ts';

// SPEC §3 game keys: gameInfo is the game the player has selected (a later visit without a game
// link returns to it), paymentGameInfo the game of the payment last started, replenishBillingNo
// the order of the last make-up payment. SPEC §8 -3001 (no such game) forgets the game keys.
const gameInfoSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  gpId: z.int(),
  name: z.string(),
});
export type GameInfo = z.infer<typeof gameInfoSchema>;

const paymentGameInfoSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  billingNo: z.string().check(z.minLength(1)),
});
export type PaymentGameInfo = z.infer<typeof paymentGameInfoSchema>;

export function getGameInfo(): GameInfo | null {
  return getItem('gameInfo', gameInfoSchema);
}

/** Remembers the selected game; writes only when it changed, so the lifetime is not renewed. */
export function setGameInfo(game: GameInfo): void {
  const stored = getGameInfo();
  if (
    stored?.clientId === game.clientId &&
    stored.gpId === game.gpId &&
    stored.name === game.name
  ) {
    return;
  }
  setItem('gameInfo', { clientId: game.clientId, gpId: game.gpId, name: game.name });
}

export function getPaymentGameInfo(): PaymentGameInfo | null {
  return getItem('paymentGameInfo', paymentGameInfoSchema);
}

export function setPaymentGameInfo(info: PaymentGameInfo): void {
  setItem('paymentGameInfo', info);
}

export function getReplenishBillingNo(): string | null {
  return getItem('replenishBillingNo', z.string());
}

export function setReplenishBillingNo(billingNo: string): void {
  setItem('replenishBillingNo', billingNo);
}

/** SPEC §8 -3001: the server knows no such game; the stored game and the payment's game go. */
export function clearStoredGame(): void {
  removeItem('gameInfo');
  removeItem('paymentGameInfo');
}
