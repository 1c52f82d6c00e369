import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { createSandboxCallbackSender } from './callback-sender.ts';
import { sandboxGatewayRoutes } from './routes.ts';

/**
 * The sandbox gateway's routes, and with jobs enabled its callback sender (started once the app
 * is ready, stopped before the database closes).
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  opts: { config: Config; tenants: readonly Tenant[]; now: () => Date },
): Promise<void> {
  await app.register(sandboxGatewayRoutes, opts);
  if (!opts.config.jobsEnabled) return;
  const sender = createSandboxCallbackSender({
    db: app.db,
    config: opts.config,
    now: opts.now,
    log: app.log.child({ job: 'sandbox-callbacks' }),
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => sender.stop());
}
