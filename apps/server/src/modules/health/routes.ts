import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, readySchema } from '@topup/contracts/health';
import { routeModule } from '../../plugins/plugin-meta.ts';

const readyTimeoutMs = 2_000;

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** Probes answer on any host (load balancers call by IP) and outside the envelope. */
export const healthRoutes = routeModule({ name: 'health', uses: ['db'] }, routes);

async function routes(app: FastifyInstance): Promise<void> {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/healthz',
    {
      config: { tenancy: false },
      schema: { tags: ['ops'], summary: 'Liveness', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  zapp.get(
    '/readyz',
    {
      config: { tenancy: false },
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const db = await withTimeout(app.database.ping(), readyTimeoutMs);
      return reply.code(db ? 200 : 503).send({ status: db ? 'ready' : 'not_ready', db });
    },
  );
}
