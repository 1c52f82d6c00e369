import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '@topup/server/config';
import { createHttpTransport, type HttpTransport } from '@topup/server/lib/http-transport';
import { routeModule } from '@topup/server/plugins/plugin-meta';
import { providerEmulators } from './emulator-set.ts';
import type { AnyEmulator } from './kit/emulator.ts';
import { createEmulatorKit, type EmulatorKit } from './kit/kit.ts';
import { sharedEmulatorRoutes } from './kit/routes.ts';
import { createEmulatorSender, type EmulatorSender } from './kit/sender.ts';
import { createEmulatorStore, type EmulatorStore } from './kit/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The providers' emulators (demo only): their books, and a sender over any transport. */
    emulators: {
      store: EmulatorStore;
      kits: ReadonlyMap<string, EmulatorKit<unknown>>;
      /** A notification sender over `transport` (tests: app.inject); runOnce() sends what is due. */
      sender(transport: HttpTransport): EmulatorSender;
    };
  }
}

const bodyLimit = 64 * 1024;

export type EmulatorsOptions = {
  config: Config;
  tenants: readonly Tenant[];
  emulators?: readonly AnyEmulator[];
  /** How the emulators reach the store for calls they wait on; default real HTTP (tests: inject). */
  transport?: HttpTransport;
};

/**
 * The payment providers' emulators under /emulator/ (demo only, like the sandbox gateway: never
 * mounted in production, decision 0016). They answer on any host (tenancy: false) because they
 * play separate providers; they reach the store only by HTTP (their notifications).
 */
export const emulatorsModule = routeModule(
  // root: the `emulators` decoration is for tests and the relay's demo tooling on the root
  // instance; the raw-body parsers stay inside the nested scope below.
  {
    name: 'provider-emulators',
    uses: ['db', 'wake-bus', 'clock', 'payment-providers'],
    root: true,
  },
  async (app, opts: EmulatorsOptions) => {
    const emulators = opts.emulators ?? providerEmulators;
    const accounts = app.paymentProviders.emulatorAccounts;
    const store = createEmulatorStore(app.db);
    const entries = emulators.map((emulator) => ({
      emulator,
      kit: createEmulatorKit(emulator, {
        store,
        accounts,
        now: app.clock.now,
        tenants: opts.tenants,
        config: opts.config,
        transport: opts.transport ?? createHttpTransport(),
      }),
    }));
    const sender = (transport: HttpTransport) =>
      createEmulatorSender({
        store,
        emulators,
        transport,
        now: app.clock.now,
        chaos: opts.config.sandboxCallbackChaos,
        log: app.log.child({ job: 'emulator-notifications' }),
        accountOf: async (provider, paymentId) => {
          const payment = await store.find(provider, paymentId);
          return payment ? accounts.get(payment.tenantId, provider) : null;
        },
      });
    app.decorate('emulators', {
      store,
      kits: new Map(entries.map((entry) => [entry.emulator.key, entry.kit])),
      sender,
    });

    await app.register(async (scope) => {
      // Providers sign the exact bytes they send and receive, so bodies stay raw strings here and
      // each emulator parses its own. These parsers only apply inside this scope.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit },
        (_r, body, done) => done(null, body),
      );
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit },
        (_r, body, done) => done(null, body),
      );
      for (const { emulator, kit } of entries) emulator.routes(scope, kit);
      sharedEmulatorRoutes(scope, entries, opts.tenants);
    });

    if (!opts.config.jobsEnabled) return;
    const running = sender(createHttpTransport());
    const unsubscribe = app.wakeBus.on('emulator_notifications', () => running.wake());
    app.addHook('onReady', async () => running.start());
    app.addHook('preClose', async () => {
      unsubscribe();
      await running.stop();
    });
  },
);
