import { useEffect, useState } from 'react';
import { orderTrackSchema, type OrderTrack } from '@topup/contracts/order-track';
import { currentToken } from '../../../shared/api-client/api-client.ts';

/** The stream's address: same origin, the token in the query (EventSource sends no headers). */
export function trackStreamUrl(billingNo: string, token: string | undefined): string {
  const query = new URLSearchParams({ billing_no: billingNo });
  if (token) query.set('oauth_token', token);
  return `/api/pay/orderTrack/stream?${query}`;
}

/**
 * The order's live steps (issue 18) from the server's Server-Sent Events: null until the first
 * event, and stays null where EventSource is missing or the stream fails (the result popup's
 * SPEC §4 polling still tells paid from pending). Closed once the order is final.
 */
export function useOrderTrack(billingNo: string): OrderTrack | null {
  const [track, setTrack] = useState<OrderTrack | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(trackStreamUrl(billingNo, currentToken()));
    source.addEventListener('track', (event) => {
      let json: unknown;
      try {
        json = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      const parsed = orderTrackSchema.safeParse(json);
      if (!parsed.success) return;
      setTrack(parsed.data);
      if (parsed.data.final) source.close();
    });
    // The server ends a stream after a while; EventSource reconnects by itself unless closed.
    return () => source.close();
  }, [billingNo]);
  return track;
}
