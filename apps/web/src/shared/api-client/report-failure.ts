import { postBestEffort } from '../net/post-best-effort.ts';

// Failed attempts go to an error-reporting endpoint so operators see blocked hosts and outages.
// Reporting must never affect the call that failed, so nothing here throws or awaits.
export type FailureReport = {
  path: string;
  attempt: number;
  origin: string;
  error: string;
};

export function reportFailure(url: string | undefined, report: FailureReport): void {
  if (!url) return;
  postBestEffort(url, { ...report, page: window.location.href, ts: Date.now() }, { beacon: true });
}
