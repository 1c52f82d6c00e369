import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Counts the statements this process sends to the database (issue 32, "idle means idle"): on
 * PostgreSQL every query of every pg client (the pool's and the listeners'), BEGIN and COMMIT
 * included; on PGlite every query and exec on the app's PGlite, a transaction's statements
 * included. Counting starts at once; stop() puts the originals back.
 */
export function countQueries(database: Pick<Database, 'db' | 'kind'>): {
  count(): number;
  /** The statements counted so far, oldest first (the first 120 characters of each). */
  texts(): string[];
  stop(): void;
} {
  const texts: string[] = [];
  const note = (first: unknown) => {
    const text = typeof first === 'string' ? first : (first as { text?: unknown })?.text;
    texts.push(String(text ?? '?').slice(0, 120));
  };
  if (database.kind === 'postgres') {
    // Every query of every client goes through Query#submit (the pool's clients wrap their own
    // query(), so the Client prototype is not the place).
    type Submit = (this: { text?: unknown }, ...args: unknown[]) => unknown;
    const proto = (pg.Query as unknown as { prototype: { submit: Submit } }).prototype;
    const original = proto.submit;
    proto.submit = function (this: { text?: unknown }, ...args: unknown[]) {
      note(this.text);
      return original.apply(this, args);
    };
    return {
      count: () => texts.length,
      texts: () => [...texts],
      stop: () => (proto.submit = original),
    };
  }
  type Fn = (...args: unknown[]) => Promise<unknown>;
  const client = (database.db as unknown as { $client: Record<string, Fn> }).$client;
  const originals = { query: client.query!, exec: client.exec!, transaction: client.transaction! };
  client.query = (...args) => (note(args[0]), originals.query.apply(client, args));
  client.exec = (...args) => (note(args[0]), originals.exec.apply(client, args));
  // A transaction's statements go through the handle it is given, not the client.
  client.transaction = (...args) => {
    const [fn] = args as [(tx: Record<string, Fn>) => Promise<unknown>];
    return originals.transaction.call(client, async (tx: Record<string, Fn>) => {
      const txQuery = tx.query!;
      const txExec = tx.exec!;
      tx.query = (...a) => (note(a[0]), txQuery.apply(tx, a));
      tx.exec = (...a) => (note(a[0]), txExec.apply(tx, a));
      return fn(tx);
    });
  };
  return {
    count: () => texts.length,
    texts: () => [...texts],
    stop: () => Object.assign(client, originals),
  };
}

/**
 * Waits until the app's start-up work is over (the jobs' first runs; the daily reconciliation's
 * first pass, paged at its pace, can take seconds on a slow machine): a 2-second window with at
 * most two statements, at most 45 s. That work is work, not polling; what idle means is measured
 * after it.
 */
export async function untilQuiet(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  const settle = countQueries(database);
  try {
    for (let waited = 0, before = 0; waited < 45_000; waited += 2_000) {
      await new Promise((r) => setTimeout(r, 2_000));
      const now = settle.count();
      if (waited > 0 && now - before <= 2) break;
      before = now;
    }
  } finally {
    settle.stop();
  }
}
