import type { Config } from '../config.ts';
import { createWakeBus, type WakeBus } from '../db/wake.ts';
import { sharedPlugin } from './plugin-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queued work announces itself here; the jobs that drain the queues wake on it (issue 32). */
    wakeBus: WakeBus;
  }
}

/**
 * On PostgreSQL every instance hears every commit that queued work (LISTEN/NOTIFY on one
 * dedicated connection); on PGlite this process does, through PGlite's own listen.
 */
export const wakeBusPlugin = sharedPlugin(
  'wake-bus',
  ['db'],
  async (app, opts: { config: Pick<Config, 'databaseUrl'> }) => {
    const bus = await createWakeBus(app.database, {
      databaseUrl: opts.config.databaseUrl,
      log: app.log,
    });
    app.decorate('wakeBus', bus);
    app.addHook('onClose', () => bus.close());
  },
);
