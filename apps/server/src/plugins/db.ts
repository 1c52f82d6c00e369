import type { Database, Db } from '../db/client.ts';
import { sharedPlugin } from './plugin-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database and closes it last, after in-flight requests finished. */
export const dbPlugin = sharedPlugin('db', [], async (app, opts: { database: Database }) => {
  const { database } = opts;
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
});
