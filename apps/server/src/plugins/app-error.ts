import type { Language } from '@topup/contracts/languages';
import { ResultCode } from '@topup/contracts/result-codes';

// Our own generic codes carry a matching HTTP status; the SPEC §8 business codes (-3001, -600,
// ...) are answers the app acts on, so they travel as 200 like the legacy API they replace.
const statusByCode: Record<number, number> = {
  [ResultCode.BadRequest]: 400,
  [ResultCode.Forbidden]: 403,
  [ResultCode.NotFound]: 404,
  [ResultCode.UnknownTenant]: 404,
  [ResultCode.RateLimited]: 429,
  [ResultCode.ServerError]: 500,
};

export function httpStatusFor(code: number): number {
  return statusByCode[code] ?? 200;
}

/** Text the player reads in their language (i18n/server-messages.ts makes these). */
export type LocalizedText = { readonly en: string; in(lang: Language): string };

/**
 * A failure whose code and message are meant for the caller (never for internal details). Given a
 * LocalizedText, the envelope answers in the request's language; a plain string stays as it is.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly localized: LocalizedText | null;

  constructor(
    readonly code: number,
    message: string | LocalizedText,
    statusCode?: number,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.name = 'AppError';
    this.localized = typeof message === 'string' ? null : message;
    this.statusCode = statusCode ?? httpStatusFor(code);
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

// The prefixes of SPEC §7 calls: anything under them answers JSON, never the app's HTML.
const apiPrefix = /^\/(api|util|service)(\/|\?|$)/;

export function isApiPath(url: string): boolean {
  return apiPrefix.test(url);
}
