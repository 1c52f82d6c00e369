import type { Db } from '../../db/client.ts';
import { countedMessage } from '../../i18n/server-messages.ts';
import { createWindowThrottle, type ThrottleKeys } from '../accounts/window-throttle.ts';

// Wrong prepaid-card numbers/passwords and wrong gift codes, counted per account and per client
// address in fixed windows — the login throttle's pattern (accounts/throttle.ts) on the same
// table under keys of their own ('card:acct:…', 'card:ip:…'), so login and card guessing never
// share a budget. Card numbers are printed in sequence, so guessing has to cost time. A guess is
// counted before its password is checked (reserve(), docs/decisions/0034).

export const GUESS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_GUESSES = 10;
export const MAX_IP_GUESSES = 30;

export type GuessKeys = ThrottleKeys;

/**
 * The guesser's own account and address. Unlike a login, the account counted here is the
 * caller's (logged in), so a full account counter locks out nobody but the guesser.
 */
export function guessKeys(suid: string, ip: string): GuessKeys {
  return [`card:acct:${suid}`, `card:ip:${ip}`];
}

const limitOf = (key: string) =>
  key.startsWith('card:ip:') ? MAX_IP_GUESSES : MAX_ACCOUNT_GUESSES;

export function createGuessThrottle(db: Db) {
  return createWindowThrottle(db, {
    windowMs: GUESS_WINDOW_MS,
    limitOf,
    lockedMessage: (minutes) => countedMessage('cards.tooManyGuesses', minutes, { minutes }),
    nameOf: (key) => (key.startsWith('card:ip:') ? 'guess:ip' : 'guess:account'),
  });
}

export type GuessThrottle = ReturnType<typeof createGuessThrottle>;
