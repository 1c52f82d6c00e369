import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { countQueries, untilQuiet } from './query-counter.ts';

// Issue 32 goal 4, "idle means idle": an instance with every job running (the relay, the
// sweeps, the demo's callback senders) and nothing to do sends at most one statement a second
// to the database in all. The jobs used to poll once or twice a second each (5.1 transactions
// a second on PostgreSQL); they now wake on the commit that queues their work and poll rarely.
const onPostgres = Boolean(process.env.DATABASE_URL);
const WINDOW_MS = 8_000;

let t: TestApp | undefined;
afterAll(() => t?.close());

describe(`an idle instance (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('makes no more than one query a second', async () => {
    t = await createTestApp({ jobsEnabled: true });
    await t.app.ready();
    // The jobs' first runs at start are over. The daily reconciliation's first pass (yesterday,
    // with every provider's day list, paged at its pace) can take seconds on a slow machine:
    // that is work, not polling, so wait until a 2-second window is quiet (at most 45 s).
    await untilQuiet(t.app.database);
    const counter = countQueries(t.app.database);
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const idle = counter.count();
    // The counter sees what the app sends: one ping, one more statement.
    await t.app.database.ping();
    expect(counter.count()).toBe(idle + 1);
    counter.stop();
    const perSecond = idle / (WINDOW_MS / 1000);
    expect(perSecond, counter.texts().join('\n')).toBeLessThanOrEqual(1);
  }, 90_000);
});
