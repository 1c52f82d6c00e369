import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  consoleOrderPageSchema,
  consoleOrderSearchSchema,
  consoleOrderStorySchema,
  consoleReplaySchema,
} from '@topup/contracts/console-orders';
import { staffReplenishRequestSchema, staffReplenishSchema } from '@topup/contracts/replenish';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { claimDeadRow, claimRetryingRow, isRetrying } from '../../orders/relay/outbox-relay.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { createReplenishLink, findTenant } from '../../replenish/create-link.ts';
import { recordAudit } from '../audit.ts';
import { assertBrand, brandsOf, consoleRoute, staffOf } from '../guard.ts';
import type { Staff } from '../staff.ts';
import { registerOrdersCsv } from './csv-routes.ts';
import { registerRefundRoute } from './refund-routes.ts';
import { searchOrders } from './search.ts';
import { findOrder, orderStory, outboxRowsOf } from './story.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
const bad = (msg: string, status = 400) => new AppError(ResultCode.BadRequest, msg, status);
const params = z.object({ billingNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/**
 * Orders in the console (issue 16): search, an order's whole story, replay of a failed delivery
 * through the relay, refund through the provider (the goods are then revoked in the game by the
 * relay), and make-up links. Every query is limited to the member's brands; another brand's
 * order answers -404 like a missing one. Every change is audited.
 */
export const consoleOrdersRoutes = routeModule(
  {
    name: 'console-orders',
    uses: ['db', 'clock', 'console-auth', 'orders', 'payment-providers'],
  },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    registerOrdersCsv(app);
    registerRefundRoute(app);

    const orderFor = async (staff: Staff, billingNo: string) => {
      const order = await findOrder(app.db, billingNo);
      assertBrand(staff, order?.tenantId);
      return order!;
    };

    zapp.get(
      '/api/console/orders',
      {
        ...consoleRoute('orders:read'),
        schema: {
          tags,
          summary:
            'Search orders of your brands by billing number, account, role, brand, provider, ' +
            'status and dates; newest first, paginated',
          querystring: consoleOrderSearchSchema,
          response: apiResponses(consoleOrderPageSchema),
        },
      },
      async (request) => {
        const brands = brandsOf(staffOf(request), request.query.tenant);
        return ok(await searchOrders(app.db, brands, request.query));
      },
    );

    zapp.get(
      '/api/console/orders/:billingNo',
      {
        ...consoleRoute('orders:read'),
        schema: {
          tags,
          summary:
            "An order's whole story: state changes, provider messages with raw bodies, " +
            "callbacks, delivery attempts with the game's answers, refunds, outbox state",
          params,
          response: apiResponses(consoleOrderStorySchema),
        },
      },
      async (request) => {
        const order = await orderFor(staffOf(request), request.params.billingNo);
        return ok(await orderStory(app.db, order, app.clock.now()));
      },
    );

    zapp.post(
      '/api/console/orders/:billingNo/replay',
      {
        ...consoleRoute('orders:write'),
        schema: {
          tags,
          summary:
            'Replay a failed (dead) delivery or revoke through the relay now, or one waiting for ' +
            'its next automatic retry; same delivery id: the game applies it at most once; two ' +
            'replays at once run it once (-409), nothing to replay -400',
          params,
          response: apiResponses(consoleReplaySchema),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const order = await orderFor(staff, request.params.billingNo);
        const at = app.clock.now();
        const rows = await outboxRowsOf(app.db, order);
        // A row parked as failed, else one waiting between automatic retries (issue 31 item 6).
        const dead = rows.find((r) => r.deadAt && !r.doneAt);
        const waiting = dead ? undefined : rows.find((r) => isRetrying(r, at));
        const target = dead ?? waiting;
        if (!target) throw bad(consoleMessage('replayNothing'));
        const claimed = await app.db.transaction(async (tx) => {
          const row = dead
            ? await claimDeadRow(tx, target.id, at)
            : await claimRetryingRow(tx, target, at);
          if (row) {
            await recordAudit(tx, request, {
              action: 'order.replay',
              tenantId: order.tenantId,
              target: order.billingNo,
              before: {
                kind: target.kind,
                attempts: target.attempts,
                lastError: target.lastError,
                ...(waiting ? { nextAttemptAt: target.nextAttemptAt.toISOString() } : {}),
              },
              after: { kind: row.kind, attempts: row.attempts, requeued: true },
            });
          }
          return row;
        });
        if (!claimed) throw bad(consoleMessage('replayBusy'), 409);
        const outcome = await app.outboxRelay.attemptNow(claimed, `replay:${staff.id}`);
        const now = (await findOrder(app.db, order.billingNo)) ?? order;
        return ok({
          kind: claimed.kind,
          outcome,
          status: now.status,
          delivery_error: now.deliveryError,
        });
      },
    );

    zapp.post(
      '/api/console/replenishments',
      {
        ...consoleRoute('orders:write'),
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          summary:
            "Create a make-up payment link for an account of one of your brands (the link's " +
            'secret is answered once)',
          body: staffReplenishRequestSchema,
          response: apiResponses(staffReplenishSchema),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const named = findTenant(opts.tenants, request.body.tenant);
        assertBrand(staff, named?.tenant.id);
        const input = { ...request.body, tenant: named!.tenant.id, created_by: undefined };
        const data = await app.db.transaction(async (tx) => {
          const link = await createReplenishLink(tx, opts.tenants, input, {
            now: app.clock.now(),
            createdBy: `console:${staff.email}`,
          });
          // The audit keeps what the link is for, never its secret id.
          await recordAudit(tx, request, {
            action: 'replenish.create',
            tenantId: named!.tenant.id,
            target: `${input.client_id}:${input.username}`,
            after: {
              clientId: link.rp_client_id,
              username: input.username,
              amountMinor: input.amount_minor,
              currency: input.currency ?? null,
              reason: input.reason ?? null,
              expiresAt: link.expires_at,
            },
          });
          return link;
        });
        return ok(data);
      },
    );
  },
);
