import { CLIENT_ERRORS_PATH } from '@topup/contracts/client-errors';
import { maskSecretPairs, stripSecretParams } from '@topup/contracts/secret-params';
import { postBestEffort } from '../net/post-best-effort.ts';

// Failed attempts go to an error-reporting endpoint so operators see blocked hosts and outages:
// the brand's external one when configured (PUBLIC_ERROR_REPORT_URL), else our own receiver on the
// page's origin. Reporting must never affect the call that failed, so nothing here throws or awaits.
export type FailureReport = {
  path: string;
  attempt: number;
  origin: string;
  error: string;
};

/**
 * What leaves the browser: the GET path without oauth_token (the app adds it to every GET), the
 * page without its secret parameters (SDK visits carry the token, make-up links replenish_id) or
 * #fragment, and the error text with any name=value secret masked.
 */
export function reportPayload(report: FailureReport, page: string, ts: number) {
  return {
    path: stripSecretParams(report.path),
    attempt: report.attempt,
    origin: stripSecretParams(report.origin),
    error: maskSecretPairs(report.error),
    page: stripSecretParams(page),
    ts,
  };
}

export function reportFailure(url: string | undefined, report: FailureReport): void {
  const payload = reportPayload(report, window.location.href, Date.now());
  postBestEffort(url ?? CLIENT_ERRORS_PATH, payload, { beacon: true });
}
