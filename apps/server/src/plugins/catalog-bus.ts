import type { Config } from '../config.ts';
import {
  createLocalChangeBus,
  createPostgresChangeBus,
  type ChangeBus,
} from '../lib/change-bus.ts';
import { sharedPlugin } from './plugin-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalog edits announce themselves here; per-process caches clear on it (issue 16). */
    catalogBus: ChangeBus;
  }
}

/**
 * On PostgreSQL every instance hears every other's changes (LISTEN/NOTIFY); on PGlite there is
 * only this process. Redis is not needed for this: instances that share a catalog share its
 * database.
 */
export const catalogBusPlugin = sharedPlugin(
  'catalog-bus',
  ['db'],
  async (app, opts: { config: Pick<Config, 'databaseUrl' | 'databaseSchema'> }) => {
    const { databaseUrl, databaseSchema } = opts.config;
    const bus =
      app.database.kind === 'postgres' && databaseUrl
        ? await createPostgresChangeBus({ databaseUrl, schema: databaseSchema, log: app.log })
        : createLocalChangeBus();
    app.decorate('catalogBus', bus);
    app.addHook('onClose', () => bus.close());
  },
);
