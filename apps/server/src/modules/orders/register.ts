import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { createExpirySweep } from './expiry-sweep.ts';
import { createOutboxRelay, type OutboxRelay } from './relay/outbox-relay.ts';
import { sharedPlugin } from '../../plugins/plugin-meta.ts';
import { createOrderService, type OrderService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    /** Delivers paid orders; runs on its own when jobs are enabled, tests call runOnce(). */
    outboxRelay: OutboxRelay;
  }
}

/**
 * Decorates app.orders and app.outboxRelay (after app.gameGateway and app.opsEvents, which they
 * use). With jobs enabled the relay and the expiry sweep start once the app is ready — so a
 * restarted server delivers whatever was paid but not delivered before it went down — and stop
 * before the database closes.
 */
export const ordersPlugin = sharedPlugin(
  'orders',
  ['db', 'wake-bus', 'clock', 'metrics', 'game-gateway'],
  async (
    app,
    opts: {
      config: Pick<
        Config,
        'jobsEnabled' | 'orderTtlMinutes' | 'maxUnpaidOrders' | 'relayMaxAttempts'
      >;
      /** The brands: their deliveryLimitMinutes (the relay leaves late orders to the make-good). */
      tenants: readonly Tenant[];
    },
  ) => {
    const { config } = opts;
    const limits = new Map(opts.tenants.map((t) => [t.id, t.deliveryLimitMinutes * 60_000]));
    const now = app.clock.now;
    const orders = createOrderService({
      db: app.db,
      now,
      log: app.log.child({ module: 'orders' }),
      ttlMinutes: config.orderTtlMinutes,
      maxUnpaid: config.maxUnpaidOrders,
      events: app.opsEvents,
    });
    const relay = createOutboxRelay({
      db: app.db,
      gameGateway: app.gameGateway,
      now,
      log: app.log.child({ job: 'outbox-relay' }),
      events: app.opsEvents,
      maxAttempts: config.relayMaxAttempts,
      // The jobs and hooks the modules register after this plugin: read at each run.
      lifecycle: orders.lifecycle,
      deliveryLimitMs: (tenantId) => limits.get(tenantId),
    });
    const sweep = createExpirySweep({
      sweepExpired: orders.sweepExpired,
      log: app.log.child({ job: 'expiry-sweep' }),
    });
    app.decorate('orders', orders);
    app.decorate('outboxRelay', relay);
    if (!config.jobsEnabled) return;
    // A commit that queued outbox rows (a payment confirmed, a reward claimed) wakes the relay.
    const unsubscribe = app.wakeBus.on('outbox', () => relay.wake());
    app.addHook('onReady', async () => {
      relay.start();
      sweep.start();
    });
    // preClose runs before any onClose hook, so the database is still open for the last run.
    app.addHook('preClose', async () => {
      unsubscribe();
      await Promise.all([relay.stop(), sweep.stop()]);
    });
  },
);
