import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createDb, type Db } from '../apps/server/src/db/client.ts';
import { schema } from '../apps/server/src/db/schema.ts';
import { seedDemo } from '../packages/demo/src/seed/seed.ts';
import { createDemoGameGateway } from '../packages/demo/src/demo-game/demo-game-gateway.ts';
import { createOutboxRelay } from '../apps/server/src/modules/orders/relay/outbox-relay.ts';
import { createOrderService } from '../apps/server/src/modules/orders/service.ts';
import { newOrderInput } from '../apps/server/src/modules/orders/test-kit.ts';
import type { OrderRow } from '../apps/server/src/modules/orders/types.ts';

// Order creation and callback handling on PostgreSQL, each as a ratio to a floor measured in
// the same run through the same pool: a bare one-row insert into an ordinary table, one committed
// transaction each, so the floor pays the same commit flush our writes do. The ratio is our
// overhead over the cheapest durable write (createOrder is one transaction; a callback is four:
// confirm, relay claim, game delivery, delivered).

const WORKERS = 10;
const quiet = { info() {}, warn() {}, error() {} };

/** Completed operations per second of `workers` loops running `op` until the deadline. */
async function opsPerSecond(
  seconds: number,
  op: (i: number) => Promise<boolean>,
  drain: () => Promise<void> = async () => {},
): Promise<number> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      if (!(await op(next++))) return;
      done++;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await drain();
  return done / ((performance.now() - start) / 1000);
}

function line(name: string, subject: number, floor: number) {
  console.log(
    `${name}: ${subject.toFixed(0)} ops/s vs floor ${floor.toFixed(0)} ops/s ` +
      `(bare one-row insert and commit, same pool) -> ratio ${(subject / floor).toFixed(3)}`,
  );
}

export async function benchOrders({ duration }: { duration: number }): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('orders: skipped (DATABASE_URL is unset; these benchmarks need PostgreSQL)');
    return;
  }
  const schemaName = `bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const setup = await createDb({ databaseUrl, databaseSchema: schemaName, dataDir: ':memory:' });
  await seedDemo(
    setup.db,
    loadTenants().filter((t) => t.id === 'watt'),
  );
  await setup.close();

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: WORKERS,
    options: `-c search_path=${schemaName}`,
  });
  await pool.query('create table bench_floor (id bigint, note text, at timestamptz)');
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const now = () => new Date();
  const orders = createOrderService({ db, now, log: quiet });
  const relay = createOutboxRelay({
    db,
    gameGateway: createDemoGameGateway(db),
    now,
    log: quiet,
  });
  // Deliveries spread over the demo characters, as real purchases are.
  const roles = ['1001011', '1001012', '1015011', '1029011'];
  try {
    const floor = await opsPerSecond(duration, async (i) => {
      await pool.query('insert into bench_floor values ($1, $2, $3)', [i, 'x', new Date()]);
      return true;
    });

    const created: OrderRow[] = [];
    const create = await opsPerSecond(duration, async (i) => {
      created.push(await orders.createOrder(newOrderInput({ roleId: roles[i % roles.length] })));
      return true;
    });
    line('orders.createOrder', create, floor);

    let confirmed = 0;
    const drainRelay = async () => {
      while ((await relay.runOnce()).delivered > 0);
    };
    const callback = await opsPerSecond(
      duration,
      async (i) => {
        const order = created[i];
        if (!order) return false;
        const res = await orders.confirmPayment({
          tenantId: order.tenantId,
          billingNo: order.billingNo,
          action: 'paid',
          providerTxnId: `txn-${order.billingNo}`,
          amountMinor: order.amountMinor,
          currency: order.currency,
          source: 'callback',
        });
        if (res.outcome !== 'applied') throw new Error(`${order.billingNo}: ${res.outcome}`);
        confirmed++;
        await relay.runOnce();
        return true;
      },
      drainRelay,
    );
    const { rows } = await pool.query<{ n: string }>(
      "select count(*) as n from orders where status = 'delivered'",
    );
    if (Number(rows[0]!.n) !== confirmed) {
      throw new Error(`delivered ${rows[0]!.n} of ${confirmed} paid orders`);
    }
    line('orders.confirmPayment(paid) + relay', callback, floor);
  } finally {
    await pool.query(`drop schema if exists "${schemaName}" cascade`);
    await pool.end();
  }
}
