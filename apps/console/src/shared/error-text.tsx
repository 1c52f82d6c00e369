import { useTranslation } from 'react-i18next';
import { readConsoleMessage } from '@topup/contracts/console-messages';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError } from './api.ts';
import { i18n, translate } from './i18n.ts';
import { operatorLocale } from './operator-locale.ts';

// The server answers a failed call with a result code of the shared schema and an English
// message. The console says what a code means in the operator's language, and the console
// server's own refusals (a template each) in its words; a code it does not know keeps the
// server's message (it is still the best text there is).
const codeKeys: Partial<Record<number, string>> = {
  [ResultCode.BadRequest]: 'error.code.badRequest',
  [ResultCode.Forbidden]: 'error.code.forbidden',
  [ResultCode.NotFound]: 'error.code.notFound',
  [ResultCode.NotLoggedIn]: 'error.code.notLoggedIn',
  [ResultCode.RateLimited]: 'error.code.rateLimited',
  [ResultCode.ServerError]: 'error.code.serverError',
  [ResultCode.Unavailable]: 'error.code.unavailable',
  [ResultCode.LoginFailed]: 'error.code.loginFailed',
  [ResultCode.RefundOverLeft]: 'orders.refundForm.overLeftNow',
  [ResultCode.RefundInProgress]: 'orders.refundForm.inProgress',
};

// Values of a message that are counts, written in the operator's digits; the others (a product
// id, a zone) stay as they are, and coded states take their words.
const counts = new Set(['max', 'count', 'days']);
const codedWords: Record<string, (value: string) => string> = {
  refundStatus: (status) => translate(`orders.status.${status}`, { defaultValue: status }),
  codeNotActive: (status) =>
    translate(`catalog.codes.statuses.${status}`, { defaultValue: status }),
};

/**
 * One of the console server's own refusals (@topup/contracts/console-messages) in the operator's
 * language, from the console's dictionary; null for any other message.
 */
function ownMessage(error: ApiError): string | null {
  const read = readConsoleMessage(error.msg);
  const key = read && `error.server.${read.key}`;
  if (!read || !key || !i18n.exists(key)) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(read.params)) {
    params[name] =
      counts.has(name) && /^\d+$/.test(value)
        ? new Intl.NumberFormat(operatorLocale()).format(Number(value))
        : name === 'status' && codedWords[read.key]
          ? codedWords[read.key]!(value)
          : value;
  }
  return translate(key, params);
}

/** A failed call in the operator's language: the text for its result code, else its message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const own = ownMessage(error);
    if (own) return own;
    const key = codeKeys[error.code];
    return key ? translate(key) : error.msg;
  }
  return error instanceof Error ? error.message : String(error);
}

// Codes whose message says what no code can: a refused input names the field and the rule
// ("price: at most 2 decimals"), a throttle says how long to wait ("try again in 15 minutes").
const detailed = new Set<number>([ResultCode.BadRequest, ResultCode.RateLimited]);

/** What the server said beyond the code, when it is worth showing (English, as sent), or null. */
export function errorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || !detailed.has(error.code)) return null;
  // Said whole, in the operator's words, by errorText.
  if (ownMessage(error)) return null;
  return error.msg.trim() === '' ? null : error.msg;
}

/** The text and its detail as one line, for places that show a plain string. */
export function errorMessage(error: unknown): string {
  const detail = errorDetail(error);
  return detail ? `${errorText(error)} ${detail}` : errorText(error);
}

export function ErrorBox({ error, testId }: { error: unknown; testId?: string }) {
  // Re-rendered on a language change, so the text follows the operator's choice.
  useTranslation();
  if (!error) return null;
  const detail = errorDetail(error);
  return (
    <div className="error-box" role="alert" data-testid={testId}>
      {errorText(error)}
      {detail && (
        <>
          {' '}
          <span lang="en" dir="ltr" className="error-box__detail">
            {detail}
          </span>
        </>
      )}
    </div>
  );
}
