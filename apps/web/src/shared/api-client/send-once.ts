// One HTTP attempt with its own timeout. Anything that is not a result envelope (network error,
// timeout, 5xx, an HTML block page from a filtering network) counts as "no answer" so the caller
// can retry on another origin; a real envelope, whatever its code, is an answer.
/**
 * How a request leaves: the browser's fetch, or, when the server renders the first screen
 * (entry-server.tsx), a call into its own API without a network hop.
 */
export type Transport = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'status' | 'json'>>;
let transport: Transport = (url, init) => fetch(url, init);

export function setTransport(next: Transport): void {
  transport = next;
}

export type EnvelopeLike = { code: number; msg: string; data?: unknown };
export type Sent = { ok: true; body: EnvelopeLike } | { ok: false; error: string };

function isEnvelopeLike(v: unknown): v is EnvelopeLike {
  if (typeof v !== 'object' || v === null) return false;
  const { code, msg } = v as Record<string, unknown>;
  return Number.isInteger(code) && typeof msg === 'string';
}

/** Rejects only when the caller's own signal aborts; every other failure is returned. */
export async function sendOnce(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal?: AbortSignal,
): Promise<Sent> {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, timeoutMs);
  const onAbort = () => ctrl.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await transport(url, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: ctrl.signal,
    });
    if (res.status >= 500) return { ok: false, error: `HTTP ${res.status}` };
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      if (timedOut) return { ok: false, error: `timeout after ${timeoutMs} ms` };
      if (callerSignal?.aborted) throw callerSignal.reason;
      return { ok: false, error: `HTTP ${res.status}: body is not JSON` };
    }
    if (!isEnvelopeLike(body)) return { ok: false, error: `HTTP ${res.status}: not an envelope` };
    return { ok: true, body };
  } catch (err) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (timedOut) return { ok: false, error: `timeout after ${timeoutMs} ms` };
    return { ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onAbort);
  }
}
