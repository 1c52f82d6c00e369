import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '@topup/server/config';
import { routeModule } from '@topup/server/plugins/plugin-meta';
import { createSandboxCallbackSender } from './callback-sender.ts';
import { sandboxGatewayRoutes } from './routes.ts';

/**
 * The sandbox gateway's routes, and with jobs enabled its callback sender (started once the app
 * is ready, stopped before the database closes).
 */
export const sandboxGateway = routeModule(
  { name: 'sandbox-gateway', uses: ['db', 'wake-bus', 'clock'] },
  async (app, opts: { config: Config; tenants: readonly Tenant[] }) => {
    await app.register(sandboxGatewayRoutes, opts);
    if (!opts.config.jobsEnabled) return;
    const sender = createSandboxCallbackSender({
      db: app.db,
      config: opts.config,
      now: app.clock.now,
      log: app.log.child({ job: 'sandbox-callbacks' }),
    });
    const unsubscribe = app.wakeBus.on('sandbox_callbacks', () => sender.wake());
    app.addHook('onReady', async () => sender.start());
    app.addHook('preClose', async () => {
      unsubscribe();
      await sender.stop();
    });
  },
);
