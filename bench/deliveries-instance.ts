// A second server instance for bench/deliveries.ts, in its own process as it would be on its own
// machine (one Node process is one core: two instances in one process would share it). Its
// config comes from the environment. Once ready it stops its relay and waits until its start-up
// work (the daily reconciliation's first pass, the jobs' first runs) is over, so neither runs
// during the drain it is measured on (issue 32: three runs at 07:26–07:40 gave 0.6–2.0× one
// instance, the low ones with that work in the middle of the drain); then it tells the parent,
// starts its relay on 'go' and runs until 'close'.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { untilQuiet } from '../apps/server/src/test/query-counter.ts';

const app = await buildApp(loadConfig(process.env));
await app.ready();
await app.outboxRelay.stop();
await untilQuiet(app.database);
process.send?.('ready');
process.on('message', (msg) => {
  if (msg === 'go') app.outboxRelay.start();
  if (msg !== 'close') return;
  void app.close().then(() => process.exit(0));
});
