import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { listenWithReconnect } from './pg-listener.ts';

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
  const listener = await listenWithReconnect({
    databaseUrl: opts.databaseUrl,
    channel,
    label: 'catalog change listener',
    onPayload(payload) {
      let parsed: { from?: string; topic?: string } = {};
      try {
        parsed = JSON.parse(payload ?? '{}') as typeof parsed;
      } catch {
        // A foreign payload still means "something changed".
      }
      if (parsed.from === self) return;
      subs.run(parsed.topic ?? 'unknown', opts.log);
    },
    onReconnect: () => subs.run('reconnected', opts.log),
    log: opts.log,
    retryMs: opts.retryMs,
    maxDelayMs: 30_000,
  });

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
    close: () => listener.close(),
  };
}
