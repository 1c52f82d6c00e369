// The app as bench/static-reads.ts builds it (watt's demo shop on the embedded database, jobs
// off, logs silent), listening on PORT (default any) until SIGINT/SIGTERM, so a profiler can be
// put on the server alone (issue 32), e.g.
//   PORT=8135 node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/serve-reads.ts
//   npx autocannon -c 10 -d 10 -H host=watt.localhost \
//     'http://127.0.0.1:8135/api/config/recharge?client_id=11103'
// It prints `LISTEN <address> <client id>` when ready; the profile is written at exit.
import { loadTenants } from '@topup/tenants/all-tenants';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const tenant = loadTenants().find((t) => t.id === 'watt')!;
const clientId = tenant.games[0]!.clients.web.clientId;
const app = await buildApp(
  loadConfig({
    PAYMENT_SANDBOX_SECRET: 'bench-sandbox-master-secret-0123456789abcdef',
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? ':memory:',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
  }),
);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('LISTEN', JSON.stringify(app.server.address()), clientId);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
