/**
 * Sends JSON without waiting and without ever throwing: for error reports and analytics, which must
 * not slow or break the flow they describe. With `beacon`, navigator.sendBeacon goes first because it
 * survives the page being closed; fetch with keepalive is the fallback.
 */
export function postBestEffort(url: string, payload: unknown, opts: { beacon: boolean }): void {
  try {
    const body = JSON.stringify(payload);
    if (opts.beacon && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // best effort by design
  }
}
