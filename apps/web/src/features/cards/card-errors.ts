import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError } from '../../shared/api-client/api-client.ts';

// What the card flows tell the player: the server's own message for a wrong, used or unusable
// card (or code) and for too many guesses. Everything else is swallowed (SPEC §8: "other failures
// in the card flow are swallowed silently"), logged for developers only.
const shown: readonly number[] = [
  ResultCode.CardInvalid,
  ResultCode.CardUsed,
  ResultCode.CardNotUsable,
  ResultCode.RateLimited,
  ResultCode.RoleNotFound,
];

/** The message to show under the fields, or null when the failure stays silent. */
export function cardFailureMessage(err: unknown): string | null {
  if (err instanceof ApiError && shown.includes(err.code)) return err.msg;
  console.warn('card flow failed silently', err);
  return null;
}
