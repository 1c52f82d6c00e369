import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells every instance that catalog rows changed, so per-process caches drop what they hold
 * instead of serving old goods, prices or methods until their TTL runs out (issue 16: console
 * edits show in the storefront at once, on every instance).
 */
export type ChangeBus = {
  /** Runs `listener` for every change, made here or on another instance; returns unsubscribe. */
  onChange(listener: (topic: string) => void): () => void;
  /**
   * Call after the change committed: listeners here run at once, other instances are told.
   * Called inside a transaction, a concurrent read could cache the old rows again before commit.
   */
  changed(topic: string): Promise<void>;
  close(): Promise<void>;
};

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/** One listener set; `remote` carries changes to the other instances (none on PGlite). */
function listeners() {
  const set = new Set<(topic: string) => void>();
  return {
    add(listener: (topic: string) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    run(topic: string, log?: Log) {
      for (const listener of set) {
        try {
          listener(topic);
        } catch (err) {
          log?.warn({ err, topic }, 'change listener failed');
        }
      }
    },
  };
}

/**
 * In-process only: PGlite is opened by one process, so there is no other instance to tell.
 */
export function createLocalChangeBus(): ChangeBus {
  const subs = listeners();
  return {
    onChange: (listener) => subs.add(listener),
    changed: async (topic) => subs.run(topic),
    close: async () => {},
  };
}

/** The NOTIFY channel of one schema: instances of another test schema never hear it. */
export function channelOf(schema: string | undefined): string {
  const digest = createHash('sha256')
    .update(schema ?? 'public')
    .digest('hex')
    .slice(0, 16);
  return `topup_catalog_${digest}`;
}

/**
 * PostgreSQL LISTEN/NOTIFY: every instance on the database listens on one dedicated connection
 * (a pooled one would drop the LISTEN when released). The payload names the sender, so an
 * instance does not clear twice for its own change. While the listening connection is down,
 * changes may be missed: on reconnect every listener runs once, as if everything changed.
 */
export async function createPostgresChangeBus(opts: {
  databaseUrl: string;
  schema?: string | undefined;
  log?: Log;
  /** First reconnect delay; doubles up to 30 s. */
  retryMs?: number;
}): Promise<ChangeBus> {
  const subs = listeners();
  const channel = channelOf(opts.schema);
  const self = randomUUID();
  const baseRetry = opts.retryMs ?? 1_000;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = baseRetry;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: opts.databaseUrl });
    next.on('notification', (msg) => {
      if (msg.channel !== channel) return;
      let parsed: { from?: string; topic?: string } = {};
      try {
        parsed = JSON.parse(msg.payload ?? '{}') as typeof parsed;
      } catch {
        // A foreign payload still means "something changed".
      }
      if (parsed.from === self) return;
      subs.run(parsed.topic ?? 'unknown', opts.log);
    });
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      if (closed) return;
      opts.log?.warn({ err }, 'catalog change listener lost; reconnecting');
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
    delay = baseRetry;
  }

  function schedule(): void {
    retry = setTimeout(() => {
      connect()
        .then(() => subs.run('reconnected', opts.log))
        .catch((err: unknown) => {
          opts.log?.warn({ err }, 'catalog change listener: reconnect failed');
          delay = Math.min(delay * 2, 30_000);
          if (!closed) schedule();
        });
    }, delay);
    retry.unref();
  }

  await connect();

  return {
    onChange: (listener) => subs.add(listener),
    async changed(topic) {
      subs.run(topic, opts.log);
      // Its own short-lived connection: the listening one may be reconnecting.
      const sender = new pg.Client({ connectionString: opts.databaseUrl });
      try {
        await sender.connect();
        await sender.query('select pg_notify($1, $2)', [
          channel,
          JSON.stringify({ from: self, topic }),
        ]);
      } catch (err) {
        // The change is committed; the others see it when their TTL runs out.
        opts.log?.warn({ err, topic }, 'catalog change not announced to other instances');
      } finally {
        await sender.end().catch(() => {});
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
