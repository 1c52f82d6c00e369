import pg from 'pg';

type Log = { warn(obj: unknown, msg?: string): void };

/**
 * LISTEN on one dedicated PostgreSQL connection (a pooled one would drop the LISTEN when
 * released), reconnecting with a doubling delay up to `maxDelayMs` when it is lost. Answers once
 * the first connection listens. `onReconnect` runs after each reconnect: what was announced while
 * the connection was down was missed. Shared by the catalog's change bus and the jobs' wake-ups.
 */
export async function listenWithReconnect(opts: {
  databaseUrl: string;
  channel: string;
  /** Names the listener in the log lines ("catalog change listener"). */
  label: string;
  onPayload(payload: string | null): void;
  onReconnect(): void;
  log?: Log | undefined;
  retryMs?: number | undefined;
  maxDelayMs: number;
  keepAlive?: boolean;
}): Promise<{ close(): Promise<void> }> {
  const baseRetry = opts.retryMs ?? 1_000;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = baseRetry;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: opts.databaseUrl,
      ...(opts.keepAlive ? { keepAlive: true } : {}),
    });
    next.on('notification', (msg) => {
      if (msg.channel === opts.channel) opts.onPayload(msg.payload ?? null);
    });
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      if (closed) return;
      opts.log?.warn({ err }, `${opts.label} lost; reconnecting`);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`listen "${opts.channel}"`);
    client = next;
    delay = baseRetry;
  }

  function schedule(): void {
    retry = setTimeout(() => {
      connect()
        .then(() => opts.onReconnect())
        .catch((err: unknown) => {
          opts.log?.warn({ err }, `${opts.label}: reconnect failed`);
          delay = Math.min(delay * 2, opts.maxDelayMs);
          if (!closed) schedule();
        });
    }, delay);
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
