import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadTenants } from '@topup/tenants/all-tenants';
import { measureFloor, requestsPerSecond } from './http-floor.ts';

/** GET /api/config/recharge for a real brand on the embedded database, against the floor. */
export async function benchRechargeConfig({ duration }: { duration: number }) {
  const connections = 10;
  const tenant = loadTenants().find((t) => t.id === 'watt')!;
  const clientId = tenant.games[0]!.clients.web.clientId;
  // The embedded database even when DATABASE_URL is set (issue 32: with it, and without
  // PAYMENT_SANDBOX_SECRET, the start refused and `npm run bench` crashed here).
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...env } = process.env;
  const app = await buildApp(loadConfig({ ...env, DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/config/recharge?client_id=${clientId}`;
  const headers = { host: 'watt.localhost' };
  try {
    // fetch() cannot set Host, so the probe goes through app.inject with the same request.
    const probe = await app.inject({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
      headers,
    });
    const body = probe.json<{ code: number }>();
    if (body.code !== 1) throw new Error(`recharge config answered ${JSON.stringify(body)}`);
    const floor = await measureFloor(duration, connections);
    const subject = await requestsPerSecond({ url, duration, connections, headers });
    return { name: 'GET /api/config/recharge', floor, subject };
  } finally {
    await app.close();
  }
}
