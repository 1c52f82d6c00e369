import { ResultCode } from '@topup/contracts/result-codes';
import { translate } from '../i18n/i18n.ts';
import { clearStoredGame } from '../storage/game-info.ts';
import { removeItem } from '../storage/storage.ts';
import { ApiError, NO_ANSWER } from './api-error.ts';

// The one place that reacts to SPEC §8 result codes. The app registers what navigation, login and
// toasts mean; this module decides which of them a code triggers.
export type ResultCodeHandlers = {
  /** -600: clear the user and open login (the app skips the popup in the SDK view). */
  notLoggedIn(): void;
  /** -3001: the stored game (gameInfo, paymentGameInfo) is already cleared; reset the selection. */
  noGame(): void;
  /** -3014: the saved area is already cleared; go to /notArea. */
  wrongDomain(): void;
  /** 6001: clear the user; the app shows the real-name prompt with the way to / (ADR 0011). */
  notVerified(): void;
  /** -3016: go to /errorReplenish (which shows the server's reason). */
  replenishError(message: string): void;
  toast(message: string): void;
};

const noop = (): void => {};
let handlers: ResultCodeHandlers = {
  notLoggedIn: noop,
  noGame: noop,
  wrongDomain: noop,
  notVerified: noop,
  replenishError: noop,
  toast: noop,
};

export function registerResultCodeHandlers(h: ResultCodeHandlers): void {
  handlers = h;
}

// A throwing handler must not turn a rejected call into a different failure.
function safely(fn: () => void): void {
  try {
    fn();
  } catch (err) {
    console.error('result-code handler failed', err);
  }
}

/** Runs the reaction to a non-success code and returns the error the call rejects with. */
export function handleResultCode(code: number, msg: string, silent = false): ApiError {
  switch (code) {
    case ResultCode.NotLoggedIn:
      safely(handlers.notLoggedIn);
      break;
    case ResultCode.NoGame:
      clearStoredGame();
      safely(handlers.noGame);
      break;
    case ResultCode.WrongDomain:
      removeItem('payment_domain_area');
      safely(handlers.wrongDomain);
      break;
    case ResultCode.NotVerified:
      safely(handlers.notVerified);
      break;
    case ResultCode.ReplenishError:
      safely(() => handlers.replenishError(msg));
      break;
    // The caller handles these itself (SPEC §8): no toast.
    case ResultCode.IllegalCoupon:
    case ResultCode.ActivityMissing:
      break;
    default:
      if (!silent) safely(() => handlers.toast(msg));
  }
  return new ApiError(code, msg);
}

/** After every attempt failed: one toast, and the call rejects with code NO_ANSWER. */
export function handleNoAnswer(detail: string, silent = false): ApiError {
  if (!silent) {
    safely(() =>
      handlers.toast(translate('error.network', 'Network error, please try again later')),
    );
  }
  return new ApiError(NO_ANSWER, detail);
}
