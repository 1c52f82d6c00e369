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

/** A failure whose code and message are meant for the caller (never for internal details). */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: number,
    message: string,
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
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
