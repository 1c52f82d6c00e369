// The app as bench/static-reads.ts builds it (watt's demo shop on the embedded database, jobs
// off, logs silent), listening on PORT (default any) until SIGINT/SIGTERM, so a profiler can be
// put on the server alone (issue 32), e.g.
//   PORT=8135 node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/serve-reads.ts
//   npx autocannon -c 10 -d 10 -H host=watt.localhost \
//     'http://127.0.0.1:8135/api/config/recharge?client_id=11103'
// It prints `LISTEN <address> <client id>` when ready; the profile is written at exit.
import { buildReadsApp } from './static-reads.ts';

const { app, clientId } = await buildReadsApp();
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('LISTEN', JSON.stringify(app.server.address()), clientId);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
