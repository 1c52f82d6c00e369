import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleEventSchema,
  consoleEventsSchema,
  deletedSchema,
  eventInputSchema,
  eventParamsSchema,
  gameEventParamsSchema,
  gameParamsSchema,
  type ConsoleEvent,
} from '@topup/contracts/console-catalog';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import type { Tx } from '../../orders/types.ts';
import {
  claimedTiers,
  claimsOf,
  deleteEvent,
  readEvents as readEventRows,
  saveEvent,
} from '../../activity/event-admin.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkCurrencies, checkTexts, notFound } from './brand.ts';
import { assertGame } from './game-check.ts';

const tags = ['console'];
type Q = Db | Tx;

async function readEvents(q: Q, tenantId: string, where: { game?: string; event?: string }) {
  const { events: rows, tiers } = await readEventRows(q, tenantId, where);
  return rows.map((r): ConsoleEvent => ({
    event_id: r.activityId,
    game_code: r.gameCode,
    kind: r.kind,
    names: r.names,
    descriptions: r.descriptions,
    currency: r.currency,
    min_daily_minor: r.minDailyMinor,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    tiers: tiers
      .filter((t) => t.activityId === r.activityId)
      .map((t) => ({
        tier: t.tierId,
        threshold: t.threshold,
        reward_amount: t.rewardAmount,
        rewards: t.rewards,
      })),
  }));
}

/**
 * Top-up events of a brand's games with their tiers (issue 16). A tier already claimed by a
 * player cannot disappear: an event with claims keeps its tier numbers.
 */
export const consoleEventRoutes = routeModule(
  { name: 'console-catalog-events', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/events',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Top-up events of a game with their tiers',
          params: gameParamsSchema,
          response: apiResponses(consoleEventsSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        await assertGame(db, tenant.id, request.params.game);
        return ok({ events: await readEvents(db, tenant.id, { game: request.params.game }) });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/events/:event',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Creates or changes an event: kind, names, currency, window and tiers (replaced; ' +
            '-400 when a claimed tier would go, or the event belongs to another game)',
          params: gameEventParamsSchema,
          body: eventInputSchema,
          response: apiResponses(consoleEventSchema),
        },
      },
      async (request) => {
        const { game, event } = request.params;
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        await assertGame(db, tenant.id, game);
        const body = request.body;
        checkTexts(tenant, body.names, 'names');
        checkCurrencies(tenant, [body.currency]);
        const after = await db.transaction(async (tx) => {
          const [before] = await readEvents(tx, tenant.id, { event });
          if (before && before.game_code !== game) {
            throw badInput(`Event ${event} belongs to game ${before.game_code}`);
          }
          const claimed = await claimedTiers(tx, tenant.id, event);
          const gone = claimed.filter((c) => !body.tiers.some((t) => t.tier === c));
          if (gone.length) {
            throw badInput(`Tiers ${gone.join(', ')} were claimed; keep them`);
          }
          const values = {
            gameCode: game,
            kind: body.kind,
            names: body.names,
            descriptions: body.descriptions,
            currency: body.currency,
            minDailyMinor: body.min_daily_minor,
            startsAt: new Date(body.starts_at),
            endsAt: new Date(body.ends_at),
          };
          await saveEvent(
            tx,
            tenant.id,
            event,
            values,
            body.tiers.map((t) => ({
              tierId: t.tier,
              threshold: t.threshold,
              rewardAmount: t.reward_amount,
              rewards: t.rewards.map((r) => ({
                names: r.names,
                icon: r.icon,
                quantity: r.quantity,
              })),
            })),
          );
          const [saved] = await readEvents(tx, tenant.id, { event });
          await recordAudit(tx, request, {
            action: before ? 'event.update' : 'event.create',
            tenantId: tenant.id,
            target: event,
            before: before ?? null,
            after: saved,
          });
          return saved!;
        });
        await app.catalogBus.changed('events');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/events/:event',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Removes an event nobody claimed a tier of (-400 otherwise: end it instead)',
          params: eventParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { event } = request.params;
        await db.transaction(async (tx) => {
          const [before] = await readEvents(tx, tenant.id, { event });
          if (!before) throw notFound();
          if ((await claimsOf(tx, tenant.id, event)) > 0) {
            throw badInput(`Players claimed tiers of ${event}; move its end instead`);
          }
          await deleteEvent(tx, tenant.id, event);
          await recordAudit(tx, request, {
            action: 'event.delete',
            tenantId: tenant.id,
            target: event,
            before,
            after: null,
          });
        });
        await app.catalogBus.changed('events');
        return ok({ deleted: true });
      },
    );
  },
);
