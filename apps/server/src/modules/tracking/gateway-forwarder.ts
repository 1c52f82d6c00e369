import type { Tenant } from '@topup/tenants/tenant-schema';
import type { HttpTransport } from '../../lib/http-transport.ts';

/** What goes on to a brand's data-collection gateway for one stored event. */
export type ForwardedEvent = {
  kind: 'dot' | 'order';
  event: string;
  id: string;
  session: string | null;
  user: string | null;
  ts: number | null;
  receivedAt: number;
  fields: Record<string, unknown>;
};

export type ForwardOutcome = 'sent' | 'failed' | 'rejected' | 'overflow';

export type ForwarderOptions = {
  tenants: readonly Tenant[];
  transport: HttpTransport;
  log: { warn(obj: object, msg: string): void };
  /** Counts events per brand and outcome (metrics). */
  onOutcome?: (tenantId: string, outcome: ForwardOutcome, events: number) => void;
  batchSize?: number;
  flushMs?: number;
  /** Tries per batch (the first included); a 4xx other than 408/429 is not retried. */
  maxAttempts?: number;
  retryBaseMs?: number;
  /** Events waiting per brand; beyond it new ones are dropped (a dead gateway must not eat memory). */
  maxQueue?: number;
};

// The analytics event ids in the brand files name three moments; the app's event names map onto
// them where they mean the same (SPEC §1: 'analytics app ids and event ids').
const eventIdAliases: Record<string, string> = { viewPage: 'pageView', '18': 'purchase' };

const pathOf = { dot: '/service/recharge/dot.php', order: '/service/recharge/api.php' } as const;

/** Where the gateway is, for log lines: never its credentials, path or query. */
function safeOrigin(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Forwards stored tracking events to each brand's `dataGateway` in the background: queued per
 * brand and kind, posted in batches (the legacy gateway's dot.php / api.php paths, with the
 * brand's analytics app ids and each event's analytics event id), with the transport's timeout
 * and a bounded number of retries. `enqueue` never waits and never throws, so a slow or dead
 * gateway never slows a player's request.
 */
export function createGatewayForwarder(opts: ForwarderOptions) {
  const batchSize = opts.batchSize ?? 100;
  const flushMs = opts.flushMs ?? 2_000;
  const maxAttempts = opts.maxAttempts ?? 3;
  const retryBaseMs = opts.retryBaseMs ?? 500;
  const maxQueue = opts.maxQueue ?? 10_000;
  const byId = new Map(opts.tenants.map((t) => [t.id, t]));
  const queues = new Map<string, ForwardedEvent[]>();
  const inFlight = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const outcome = (tenantId: string, o: ForwardOutcome, n: number) => {
    try {
      opts.onOutcome?.(tenantId, o, n);
    } catch {
      // metrics must not break forwarding
    }
  };

  function schedule() {
    if (timer !== null || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    timer.unref?.();
  }

  async function post(tenant: Tenant, kind: ForwardedEvent['kind'], events: ForwardedEvent[]) {
    const body = JSON.stringify({
      tenant: tenant.id,
      app_ids: tenant.analytics.appIds,
      events: events.map((e) => {
        const eventId =
          tenant.analytics.eventIds[e.event] ??
          tenant.analytics.eventIds[eventIdAliases[e.event] ?? ''];
        return {
          event: e.event,
          ...(eventId ? { event_id: eventId } : {}),
          id: e.id,
          session: e.session,
          user: e.user,
          ts: e.ts,
          received_at: e.receivedAt,
          fields: e.fields,
        };
      }),
    });
    const url = `${tenant.dataGateway.replace(/\/+$/, '')}${pathOf[kind]}`;
    let lastError = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        const res = await opts.transport(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (res.status >= 200 && res.status < 300) {
          outcome(tenant.id, 'sent', events.length);
          return;
        }
        lastError = `HTTP ${res.status}`;
        if (res.status < 500 && res.status !== 408 && res.status !== 429) {
          opts.log.warn(
            {
              tenant: tenant.id,
              gateway: safeOrigin(url),
              status: res.status,
              events: events.length,
            },
            'data gateway refused tracking events',
          );
          outcome(tenant.id, 'rejected', events.length);
          return;
        }
      } catch (err) {
        lastError = err instanceof Error ? err.message : 'error';
      }
      if (attempt < maxAttempts && !closed) await sleep(retryBaseMs * 2 ** (attempt - 1));
      else if (attempt < maxAttempts) break;
    }
    opts.log.warn(
      { tenant: tenant.id, gateway: safeOrigin(url), error: lastError, events: events.length },
      'data gateway unreachable: tracking events not forwarded',
    );
    outcome(tenant.id, 'failed', events.length);
  }

  /** Sends everything queued now (each brand's batches in turn); resolves when all are settled. */
  async function flush(): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const work: Promise<void>[] = [];
    for (const [key, queue] of queues) {
      queues.delete(key);
      const [tenantId, kind] = key.split('|') as [string, ForwardedEvent['kind']];
      const tenant = byId.get(tenantId);
      if (!tenant) continue;
      for (let i = 0; i < queue.length; i += batchSize) {
        const job = post(tenant, kind, queue.slice(i, i + batchSize));
        inFlight.add(job);
        void job.finally(() => inFlight.delete(job));
        work.push(job);
      }
    }
    await Promise.all(work);
  }

  return {
    /** Queues events of one brand; returns at once. */
    enqueue(tenantId: string, events: readonly ForwardedEvent[]): void {
      if (closed || events.length === 0 || !byId.has(tenantId)) return;
      for (const kind of ['dot', 'order'] as const) {
        const ofKind = events.filter((e) => e.kind === kind);
        if (ofKind.length === 0) continue;
        const key = `${tenantId}|${kind}`;
        const queue = queues.get(key) ?? [];
        const room = Math.max(0, maxQueue - queue.length);
        queue.push(...ofKind.slice(0, room));
        queues.set(key, queue);
        if (ofKind.length > room) outcome(tenantId, 'overflow', ofKind.length - room);
        if (queue.length >= batchSize) void flush();
      }
      schedule();
    },
    flush,
    /** Last flush on shutdown; retries are cut short, nothing waits past one timeout. */
    async close(): Promise<void> {
      closed = true;
      await flush();
      await Promise.all([...inFlight]);
    },
  };
}

export type GatewayForwarder = ReturnType<typeof createGatewayForwarder>;
