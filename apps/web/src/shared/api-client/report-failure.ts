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
  try {
    const body = JSON.stringify({ ...report, page: window.location.href, ts: Date.now() });
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // reporting is best effort
  }
}
