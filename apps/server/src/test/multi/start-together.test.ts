import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebDist } from '../create-test-app.ts';
import { httpRequest } from './http-client.ts';
import { databaseUrl, dropSchema, freshSchema, sqlOnce } from './pg-schema.ts';
import { freePort, hasBuild, startServer, type ServerProcess } from './server-process.ts';

// The issue's "two instances started at the same instant on an empty PostgreSQL both become
// ready": the built server, as deployed, twice, on one empty schema. Needs `npm run build`.
const schema = freshSchema('multi_start');
const servers: ServerProcess[] = [];
let webDist: string | undefined;
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  if (webDist) await rm(webDist, { recursive: true, force: true });
  if (databaseUrl) await dropSchema(databaseUrl, schema);
});

describe.skipIf(!databaseUrl || !hasBuild())('two built instances on an empty database', () => {
  it('started at the same instant, both migrate, seed and become ready, taking turns', async () => {
    webDist = await createWebDist();
    const env = {
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: schema,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'info',
      PAYMENT_SANDBOX_SECRET: 'multi-start-sandbox-master-secret-0123456789',
      JOBS_ENABLED: 'true',
      // Short enough that an instance waiting on the other's uncommitted seed rows (instead of
      // taking turns under the start-up lock) has its statement cancelled and fails to start.
      DB_STATEMENT_TIMEOUT_MS: '2000',
      DB_QUERY_TIMEOUT_MS: '5000',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    servers.push(startServer('A', portA, env), startServer('B', portB, env));
    const readyIn = await Promise.all(servers.map((s) => s.ready(45_000)));
    console.log(`[multi] two instances on an empty schema ready in ${readyIn.join(' ms and ')} ms`);

    const [migrations] = await sqlOnce<{ n: number; hashes: number }>(
      databaseUrl!,
      `select count(*)::int as n, count(distinct hash)::int as hashes from "${schema}"."__drizzle_migrations"`,
    );
    expect(migrations!.n).toBeGreaterThan(0);
    expect(migrations!.hashes).toBe(migrations!.n);
    // Both serve the brand's games from the one seeded catalog, not only the probe.
    for (const s of servers) {
      const res = await httpRequest(s.origin, {
        path: '/api/pay/getGameListV2?client_id=11103',
        headers: { host: 'watt.localhost' },
      });
      const body = res.json() as { code: number; data: { games: { code: string }[] } };
      expect(body.code).toBe(1);
      expect(body.data.games.map((g) => g.code)).toEqual(['voltage-arena', 'spark-legends']);
      expect(s.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    }
  });

  it('a third instance without PAYMENT_SANDBOX_SECRET refuses to start, saying why', async () => {
    // The child gets this environment only (PATH aside): no secret inherited from the runner.
    const env = { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, WEB_DIST_DIR: webDist! };
    const third = startServer('C', await freePort(), env);
    servers.push(third);
    expect(await third.exited).toBe(1);
    expect(third.output.join('\n')).toContain(
      'PAYMENT_SANDBOX_SECRET: required with DATABASE_URL (instances sharing a database sign and ' +
        'verify sandbox payments with one secret)',
    );
  });
});
