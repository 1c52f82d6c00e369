import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { balanceOf, deliveriesOf, newOrderInput, outboxOf, paidInput } from '../test-kit.ts';
import { createTestApp } from '../../../test/create-test-app.ts';

// A server that dies between "paid" and "delivered": the next server on the same database
// delivers on its own (jobs enabled), exactly once. PostgreSQL keeps the same schema; PGlite
// the same data directory on disk.
const onPostgres = Boolean(process.env.DATABASE_URL);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until<T>(probe: () => Promise<T>, done: (v: T) => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`restart between paid and delivered (${onPostgres ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  it('the next server delivers exactly once', async () => {
    const dataDir = onPostgres ? undefined : await mkdtemp(path.join(tmpdir(), 'topup-crash-'));
    if (dataDir) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await createTestApp(dataDir ? { dataDir } : {});
    cleanups.push(() => first.close());

    const order = await first.app.orders.createOrder(newOrderInput({ roleId: '1015011' }));
    expect((await first.app.orders.confirmPayment(paidInput(order))).outcome).toBe('applied');
    const before = await balanceOf(first.app.db, { roleId: '1015011' });
    // The "crash": the relay never ran. Closing releases the database for the next process.
    await first.app.close();

    const second: FastifyInstance = await buildApp({ ...first.config, jobsEnabled: true });
    cleanups.push(() => second.close());
    await second.ready();
    const delivered = await until(
      () => second.orders.getOrder('watt', order.billingNo),
      (o) => o?.status === 'delivered',
    );
    expect(delivered?.status).toBe('delivered');
    expect(await balanceOf(second.db, { roleId: '1015011' })).toBe(before + 330);
    expect(await deliveriesOf(second.db, order.billingNo)).toHaveLength(1);
    expect((await outboxOf(second.db, order.billingNo))[0]!.attempts).toBe(1);
    // Running again (or a third server) finds nothing left to do.
    expect(await second.outboxRelay.runOnce()).toMatchObject({ delivered: 0 });
    await second.close();
    if (onPostgres) expect(await schemaExists(first.config.databaseSchema!)).toBe(true);
    // Two full starts on a file database: about 27 s on a loaded 2-core machine.
  }, 120_000);
});

async function schemaExists(schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const res = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    return res.rowCount === 1;
  } finally {
    await client.end();
  }
}
