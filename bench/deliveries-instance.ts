// A second server instance for bench/deliveries.ts, in its own process as it would be on its own
// machine (one Node process is one core: two instances in one process would share it). Its
// config comes from the environment; its jobs start once it is ready, then it tells the parent
// and runs until the parent says 'close'.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const app = await buildApp(loadConfig(process.env));
await app.ready();
process.send?.('ready');
process.on('message', (msg) => {
  if (msg !== 'close') return;
  void app.close().then(() => process.exit(0));
});
