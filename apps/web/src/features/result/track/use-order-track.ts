import { useEffect, useState } from 'react';
import { orderTrackSchema, type OrderTrack } from '@topup/contracts/order-track';
import { apiGet, currentToken } from '../../../shared/api-client/api-client.ts';

/** The stream's address: same origin, the token in the query (EventSource sends no headers). */
export function trackStreamUrl(billingNo: string, token: string | undefined): string {
  const query = new URLSearchParams({ billing_no: billingNo });
  if (token) query.set('oauth_token', token);
  return `/api/pay/orderTrack/stream?${query}`;
}

/** Without the stream (refused past its caps with 429, or no EventSource), one read this often. */
export const TRACK_POLL_MS = 2_000;
/** As long as the server keeps a stream open (ORDER_TRACK_STREAM_SECONDS' default). */
const POLL_FOR_MS = 10 * 60_000;

/**
 * The order's live steps (issue 18) from the server's Server-Sent Events: null until the first
 * event, closed once the order is final. The result follows the payment with it too (issue 29),
 * so a stream the server refuses (-429 past its per-player or per-instance cap, answered before
 * the stream opens) or a browser without EventSource falls back to reading GET /api/pay/orderTrack
 * every TRACK_POLL_MS until the order is final.
 */
export function useOrderTrack(billingNo: string): OrderTrack | null {
  const [track, setTrack] = useState<OrderTrack | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | null = null;
    let pollUntil = 0;
    const poll = () => {
      pollUntil ||= Date.now() + POLL_FOR_MS;
      apiGet('/api/pay/orderTrack', { billing_no: billingNo }, orderTrackSchema, {
        signal: abort.signal,
        silent: true,
      })
        .then((read) => {
          if (abort.signal.aborted) return true;
          setTrack(read);
          return read.final;
        })
        // A failed read (offline, a 429 of its own) is tried again at the next turn.
        .catch(() => false)
        .then((final) => {
          if (final || abort.signal.aborted || Date.now() > pollUntil) return;
          timer = setTimeout(poll, TRACK_POLL_MS);
        });
    };
    if (typeof EventSource === 'undefined') poll();
    else {
      const stream = new EventSource(trackStreamUrl(billingNo, currentToken()));
      source = stream;
      stream.addEventListener('track', (event) => {
        let json: unknown;
        try {
          json = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        const parsed = orderTrackSchema.safeParse(json);
        if (!parsed.success) return;
        setTrack(parsed.data);
        if (parsed.data.final) stream.close();
      });
      // EventSource reconnects by itself after a dropped connection (the server ends a stream
      // after a while) but gives up on an answer that is not a stream, such as the -429 past the
      // caps: it is CLOSED then, and the order is followed by polling instead.
      // https://html.spec.whatwg.org/multipage/server-sent-events.html#sse-processing-model
      stream.addEventListener('error', () => {
        if (stream.readyState === EventSource.CLOSED && !abort.signal.aborted) poll();
      });
    }
    return () => {
      abort.abort();
      clearTimeout(timer);
      source?.close();
    };
  }, [billingNo]);
  return track;
}
