import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database and closes it last, after in-flight requests finished. */
export function registerDb(app: FastifyInstance, database: Database): void {
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
}
