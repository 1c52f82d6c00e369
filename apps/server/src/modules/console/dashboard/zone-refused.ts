import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../../plugins/app-error.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

// SQLSTATE 22023 (invalid_parameter_value) is what AT TIME ZONE throws for a zone it does not
// know, as pg and PGlite throw it or as Drizzle wraps it.
type DbError = { code?: string; message?: string; cause?: DbError };
const unknownZone = (e: DbError | undefined): boolean =>
  !!e && ((e.code === '22023' && /time zone/i.test(e.message ?? '')) || unknownZone(e.cause));

/**
 * The zone passed the browser's rules (Intl) but the database's tz data may be older or newer:
 * that is the caller's -400, never a 500.
 */
export async function zoneRefused<T>(tz: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (unknownZone(error as DbError)) {
      throw new AppError(ResultCode.BadRequest, consoleMessage('zoneUnknown', { tz }));
    }
    throw error;
  }
}
