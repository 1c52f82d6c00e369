import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { StartRefused } from './db/demo-data-check.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    console.error(`Invalid configuration:\n${(err as Error).message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting, lets in-flight requests finish, then closes the database.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  app.log.info(
    `Topup is ready: open http://localhost:${config.port}/ to choose a brand (database: ${db})`,
  );
}

main().catch((err: unknown) => {
  // A refusal is one line the operator acts on; anything else keeps its stack.
  console.error(err instanceof StartRefused ? err.message : err);
  process.exit(1);
});
