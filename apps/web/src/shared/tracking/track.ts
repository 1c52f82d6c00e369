import type { DotEvent, TrackEvent } from '@topup/contracts/tracking';
import { randomId } from '../boot/idfv.ts';
import { postBestEffort } from '../net/post-best-effort.ts';
import { buildEvent, cleanFields, sessionId, type TrackFields } from './track-event.ts';

// Analytics must never slow the page or break a flow: events are queued, sent in batches, and every
// failure is swallowed.
export type TrackingConfig = {
  /** suid of the signed-in player, if any. */
  getUser?(): string | undefined;
  /** Origin of the data-collection endpoints; the page origin when empty. */
  baseUrl?: string;
};

export const trackingTimings = { flushDelayMs: 2_000, batchSize: 10 };
const MAX_PER_REQUEST = 50; // dotRequestSchema's limit

let config: TrackingConfig = {};
let queue: DotEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

export function configureTracking(c: TrackingConfig): void {
  config = c;
}

function currentUser(): string | undefined {
  try {
    return config.getUser?.() || undefined;
  } catch {
    return undefined;
  }
}

function post(path: string, payload: unknown, beacon: boolean): void {
  postBestEffort(`${config.baseUrl ?? ''}${path}`, payload, { beacon });
}

/** Sends everything queued now; `beacon` when the page may be going away. */
export function flushTracking(beacon = false): void {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  const events = queue;
  queue = [];
  for (let i = 0; i < events.length; i += MAX_PER_REQUEST) {
    post('/service/recharge/dot.php', { events: events.slice(i, i + MAX_PER_REQUEST) }, beacon);
  }
}

function listenForPageExit(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // pagehide and a hidden tab are the last moments a mobile browser reliably runs our code.
  window.addEventListener('pagehide', () => flushTracking(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTracking(true);
  });
}

export function track(event: TrackEvent, fields?: TrackFields): void {
  try {
    listenForPageExit();
    queue.push(buildEvent(event, fields, currentUser()));
    if (queue.length >= trackingTimings.batchSize) flushTracking();
    else timer ??= setTimeout(() => flushTracking(), trackingTimings.flushDelayMs);
  } catch {
    // never let analytics break the caller
  }
}

/** Event 18: the order data, sent at once to the legacy order endpoint. */
export function trackOrder(order: TrackFields): void {
  try {
    const user = currentUser();
    post(
      '/service/recharge/api.php',
      {
        event: 18,
        id: randomId(),
        session: sessionId(),
        ...(user ? { user: user.slice(0, 128) } : {}),
        order: cleanFields(order),
      },
      false,
    );
  } catch {
    // never let analytics break the caller
  }
}
