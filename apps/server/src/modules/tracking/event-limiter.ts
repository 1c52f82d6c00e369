// Token buckets counting tracking events (not requests): one batch may hold 50 events, so a
// per-request limit would still let one client store thousands of rows a second.

export type BucketRule = {
  /** Events allowed at once after a quiet spell. */
  burst: number;
  /** Refill rate once the burst is spent. */
  perMinute: number;
};

type Bucket = { tokens: number; at: number };

/** Per-key buckets in this process's memory, bounded: the oldest keys go first past `maxKeys`. */
export function createBuckets(rule: BucketRule, maxKeys = 50_000) {
  const buckets = new Map<string, Bucket>();
  const perMs = rule.perMinute / 60_000;

  function current(key: string, now: number): Bucket {
    const found = buckets.get(key);
    if (!found) {
      const fresh = { tokens: rule.burst, at: now };
      if (buckets.size >= maxKeys) {
        // Map iteration is insertion order: the first key is the one touched longest ago, since
        // take() re-inserts a key it uses.
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      return fresh;
    }
    const tokens = Math.min(rule.burst, found.tokens + (now - found.at) * perMs);
    return { tokens, at: now };
  }

  return {
    /** Whole events the key may still send now. */
    available(key: string, now: number): number {
      return Math.floor(current(key, now).tokens);
    },
    /** Spends n tokens (the caller checked `available`). */
    take(key: string, n: number, now: number): void {
      const bucket = current(key, now);
      buckets.delete(key);
      buckets.set(key, { tokens: Math.max(0, bucket.tokens - n), at: now });
    },
    size: () => buckets.size,
  };
}

export type EventLimits = { perAddress: BucketRule; perSession: BucketRule };

/**
 * A player's visit sends a few dozen events a minute; 120 a minute per session and 600 per address
 * (players behind one NAT or carrier address share it) leave them untouched and cap a flood at a
 * few rows a second per client instead of thousands.
 */
export const defaultEventLimits: EventLimits = {
  perAddress: { burst: 600, perMinute: 600 },
  perSession: { burst: 120, perMinute: 120 },
};

/**
 * Decides, event by event, which of a batch are kept: each needs a token from its address's
 * bucket and from its session's (events without a session share one bucket per address).
 */
export function createEventLimiter(limits: EventLimits = defaultEventLimits) {
  const addresses = createBuckets(limits.perAddress);
  const sessions = createBuckets(limits.perSession);
  return {
    admit<E extends { session?: string | null }>(
      scope: string,
      address: string,
      events: readonly E[],
      now: number,
    ): { kept: E[]; dropped: number } {
      const addressKey = `${scope}|${address}`;
      let addressLeft = addresses.available(addressKey, now);
      const sessionLeft = new Map<string, number>();
      const kept: E[] = [];
      for (const event of events) {
        if (addressLeft <= 0) break;
        const sessionKey = `${scope}|${event.session ? `s:${event.session}` : `a:${address}`}`;
        const left = sessionLeft.get(sessionKey) ?? sessions.available(sessionKey, now);
        if (left <= 0) continue;
        sessionLeft.set(sessionKey, left - 1);
        addressLeft -= 1;
        kept.push(event);
      }
      if (kept.length > 0) {
        addresses.take(addressKey, kept.length, now);
        const spent = new Map<string, number>();
        for (const event of kept) {
          const sessionKey = `${scope}|${event.session ? `s:${event.session}` : `a:${address}`}`;
          spent.set(sessionKey, (spent.get(sessionKey) ?? 0) + 1);
        }
        for (const [key, n] of spent) sessions.take(key, n, now);
      }
      return { kept, dropped: events.length - kept.length };
    },
  };
}

export type EventLimiter = ReturnType<typeof createEventLimiter>;
