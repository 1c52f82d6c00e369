import { sql } from 'drizzle-orm';
import { listenWithReconnect } from '../lib/pg-listener.ts';
import type { Database, Db } from './client.ts';

/**
 * Wake-ups for the queues the jobs drain (issue 32): the outbox, the demo's callback queues. The
 * transaction that queues work announces it with NOTIFY, which PostgreSQL delivers only when that
 * transaction commits (never for a rollback) and folds repeats within one transaction into one
 * (https://www.postgresql.org/docs/current/sql-notify.html). Every instance on the database hears
 * it, so the job that drains the queue runs at once instead of at its next poll. PGlite is
 * PostgreSQL in this process and implements NOTIFY and `listen` the same way, so there is one path.
 *
 * The channel is derived from the schema the connection works in (tests run one schema per app),
 * computed by the database in both the announcing and the listening session.
 */
const channelSql = sql`'topup_wake_' || left(md5(current_schema()), 16)`;

/** A queue that has its own wake-up topic. */
export type WakeTopic = 'outbox' | 'sandbox_callbacks' | 'emulator_notifications';

/** Run inside the transaction that queued work for `topic`: heard when it commits. */
export async function announceWork(tx: Pick<Db, 'execute'>, topic: WakeTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${channelSql}, ${topic})`);
}

export type WakeBus = {
  /** Runs `fn` whenever work for `topic` is announced (here or on another instance). */
  on(topic: WakeTopic, fn: () => void): () => void;
  close(): Promise<void>;
};

type Log = { warn(obj: unknown, msg?: string): void };

/** Subscribers by topic; a listener that throws does not keep the others from running. */
function subscribers(log?: Log) {
  const byTopic = new Map<string, Set<() => void>>();
  return {
    add(topic: string, fn: () => void) {
      const set = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, set);
      set.add(fn);
      return () => void set.delete(fn);
    },
    run(topic: string | null) {
      const sets = topic === null ? [...byTopic.values()] : [byTopic.get(topic) ?? new Set()];
      for (const set of sets) {
        for (const fn of set) {
          try {
            fn();
          } catch (err) {
            log?.warn({ err, topic }, 'wake-up listener failed');
          }
        }
      }
    },
  };
}

/** A bus that hears nothing: jobs then rely on their polls (a database without a listener). */
export const deafWakeBus: WakeBus = { on: () => () => {}, close: async () => {} };

/**
 * Listens for announcements on this database: on PostgreSQL on one dedicated connection (a pooled
 * one would drop the LISTEN when released), reconnecting with backoff; while it is down wake-ups
 * may be missed, so on reconnect every subscriber runs once. On PGlite through its own `listen`.
 */
export async function createWakeBus(
  database: Pick<Database, 'db' | 'kind'>,
  opts: { databaseUrl?: string | undefined; log?: Log; retryMs?: number } = {},
): Promise<WakeBus> {
  const subs = subscribers(opts.log);
  const answer = await database.db.execute(sql`select ${channelSql} as channel`);
  // node-postgres and PGlite both answer { rows }.
  const channel = (answer as unknown as { rows: { channel: string }[] }).rows[0]!.channel;

  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGliteLike }).$client;
    const unlisten = await client.listen(channel, (payload) => subs.run(payload));
    return {
      on: (topic, fn) => subs.add(topic, fn),
      close: async () => {
        await unlisten().catch(() => {});
      },
    };
  }
  if (!opts.databaseUrl) return deafWakeBus;
  return listenOnPostgres(opts.databaseUrl, channel, subs, opts);
}

type PGliteLike = {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
};

async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  subs: ReturnType<typeof subscribers>,
  opts: { log?: Log; retryMs?: number },
): Promise<WakeBus> {
  const listener = await listenWithReconnect({
    databaseUrl,
    channel,
    label: 'wake-up listener',
    onPayload: (payload) => subs.run(payload),
    // Announcements made while it was down were missed: every queue is looked at once.
    onReconnect: () => subs.run(null),
    log: opts.log,
    retryMs: opts.retryMs,
    // At most 5 s: until it is back, queued work waits for the jobs' polls.
    maxDelayMs: 5_000,
    keepAlive: true,
  });
  return { on: (topic, fn) => subs.add(topic, fn), close: () => listener.close() };
}
