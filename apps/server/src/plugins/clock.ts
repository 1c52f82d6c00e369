import { sharedPlugin } from './plugin-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock of stored timestamps and expiries (buildApp's opts.now; tests pin it). */
    clock: Clock;
  }
}

export type Clock = {
  /** Safe to pass on as a bare function (`now: app.clock.now`). */
  now: () => Date;
};

/** Decorates app.clock once, so no module can run on a clock of its own. */
export const clockPlugin = sharedPlugin('clock', [], async (app, opts: { now?: () => Date }) => {
  const source = opts.now ?? (() => new Date());
  app.decorate('clock', { now: () => source() });
});
