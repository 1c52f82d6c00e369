import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, isNull, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/tables/payments.ts';
import type { OpsEvents } from '../lib/ops-events.ts';
import { isAppError } from './app-error.ts';
import { limitNameOf } from './limit-names.ts';
import { sharedPlugin } from './plugin-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export type Metrics = {
  registry: Registry;
  events: OpsEvents;
  /** The exposition text, as GET /metrics on the metrics port answers it. */
  text(): Promise<string>;
  /** Where the metrics port listens, once it does (null without METRICS_PORT). */
  address(): AddressInfo | null;
};

const prefix = 'topup_';

/**
 * The shop's Prometheus series in a registry of its own (tests build many apps in one process):
 * requests per route pattern (never the raw URL: bounded labels), orders entering each state per
 * tenant and provider, callback outcomes, relay attempts and lag, limit hits, and prom-client's
 * process metrics (CPU, memory, event-loop lag, GC, handles).
 */
export function createMetrics(deps: { db: Db; now: () => Date }): Omit<Metrics, 'address'> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const orders = new Counter({
    name: `${prefix}orders_total`,
    help: 'Orders entering a state (created, pending, paid, delivered, failed, expired, refunded)',
    labelNames: ['tenant', 'provider', 'status'] as const,
    registers,
  });
  const callbacks = new Counter({
    name: `${prefix}payment_callbacks_total`,
    help: 'Provider callbacks by outcome (applied, duplicate, duplicate-event, rejected-…, …)',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const relayAttempts = new Counter({
    name: `${prefix}relay_attempts_total`,
    help: 'Outbox relay attempts by row kind and outcome (delivered, retried, dead, skipped)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: `${prefix}rate_limited_total`,
    help: 'Requests refused by a limit (-429), by limit',
    labelNames: ['limit'] as const,
    registers,
  });
  const pending = new Gauge({
    name: `${prefix}outbox_pending`,
    help: 'Outbox rows (deliveries, rewards) not yet done nor dead, all instances together',
    registers,
  });
  const lag = new Gauge({
    name: `${prefix}outbox_oldest_pending_seconds`,
    help: 'Age of the oldest outbox row not yet delivered (0 when none): the relay lag',
    registers,
    // Read from the database at scrape time: the same answer from every instance.
    async collect() {
      try {
        const [row] = await deps.db
          .select({ oldest: min(outbox.createdAt), rows: count() })
          .from(outbox)
          .where(and(isNull(outbox.doneAt), isNull(outbox.deadAt)));
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
        this.set(oldest === null ? 0 : Math.max(0, (deps.now().getTime() - oldest) / 1000));
        pending.set(row?.rows ?? 0);
      } catch {
        // The database is down: the scrape still answers, these two keep their last value.
      }
    },
  });
  void lag;

  const events: OpsEvents = {
    orderState: (e) => orders.inc({ tenant: e.tenantId, provider: e.provider, status: e.status }),
    callback: (e) => callbacks.inc(e),
    relayAttempt: (e) => relayAttempts.inc(e),
    rateLimited: (limit) => rateLimited.inc({ limit }),
  };
  return { registry, events, text: () => registry.metrics() };
}

/** Counts every answer by route pattern and the -429s by limit. */
function observeRequests(app: FastifyInstance, registry: Registry, events: OpsEvents): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        // Unmatched paths share one label: a scanner cannot grow the series.
        route: request.routeOptions.url ?? 'not-found',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('onError', async (request, _reply, err) => {
    if (!isAppError(err) || err.code !== ResultCode.RateLimited) return;
    events.rateLimited(limitNameOf(err) ?? `route:${request.routeOptions.url ?? 'unknown'}`);
  });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Decorates app.metrics and app.opsEvents (before the modules that report). With METRICS_PORT
 * the text is served at GET /metrics on that port only (docs/decisions/0013): never on the
 * brand hosts' public port, so no load balancer route or brand host can expose it.
 */
export const metricsPlugin = sharedPlugin(
  'metrics',
  ['db', 'clock'],
  async (app, opts: Pick<Config, 'metricsPort' | 'metricsHost'>) => {
    const metrics = createMetrics({ db: app.db, now: app.clock.now });
    let server: Server | null = null;
    app.decorate('metrics', { ...metrics, address: () => server?.address() as AddressInfo | null });
    app.decorate('opsEvents', metrics.events);
    observeRequests(app, metrics.registry, metrics.events);
    if (opts.metricsPort === undefined) return;
    const port = opts.metricsPort;

    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'GET' || path !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
          return;
        }
        metrics.text().then(
          (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
          (err: unknown) => {
            app.log.error({ err }, 'metrics collection failed');
            res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
          },
        );
      });
      await listen(server, port, opts.metricsHost);
      app.log.info({ port, host: opts.metricsHost }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  },
);
