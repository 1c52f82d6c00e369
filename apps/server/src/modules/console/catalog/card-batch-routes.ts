import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cardBatchInputSchema,
  cardBatchSchema,
  tenantParamsSchema,
} from '@topup/contracts/console-catalog';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { hashPassword } from '../../accounts/password.ts';
import { insertCards } from '../../cards/card-admin.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { brandOf, checkCurrencies } from './brand.ts';
import { assertGame } from './game-check.ts';
import { randomDigits, randomTypedSecret } from '../../../lib/typed-secret.ts';

const tags = ['console'];

/**
 * Prepaid-card batches (issue 16): N new cards, each a 16-digit number and a 12-character
 * password. The passwords are stored as scrypt hashes (modules/cards verifies them), so the CSV in
 * this one answer is the only time they exist in clear; the audit row keeps the batch, not them.
 */
export const consoleCardBatchRoutes = routeModule(
  { name: 'console-catalog-cards', uses: ['db', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();

    zapp.post(
      '/api/console/catalog/:tenant/card-batches',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Generates up to 100 prepaid cards; answers their numbers and passwords once as CSV ' +
            '(stored hashed, never shown again)',
          params: tenantParamsSchema,
          body: cardBatchInputSchema,
          response: apiResponses(cardBatchSchema),
        },
      },
      async (request, reply) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const body = request.body;
        if (body.game_code !== null) await assertGame(app.db, tenant.id, body.game_code);
        checkCurrencies(tenant, [body.currency]);
        // Hashed before the transaction: scrypt must not hold a connection.
        const cards = await Promise.all(
          Array.from({ length: body.count }, async () => {
            const password = randomTypedSecret(12);
            return { cardNo: randomDigits(16), password, hash: await hashPassword(password) };
          }),
        );
        const now = app.clock.now();
        await app.db.transaction(async (tx) => {
          // A clash with an existing number (1 in 10^16 per pair) fails the batch, never half of it.
          await insertCards(
            tx,
            cards.map((c) => ({
              tenantId: tenant.id,
              cardNo: c.cardNo,
              passwordHash: c.hash,
              gameCode: body.game_code,
              currency: body.currency,
              priceMinor: body.price_minor,
              gemsNumber: body.gems,
              extraGemsNumber: body.extra_gems,
              validUntil: body.valid_until ? new Date(body.valid_until) : null,
              createdAt: now,
            })),
          );
          await recordAudit(tx, request, {
            action: 'card-batch.create',
            tenantId: tenant.id,
            target: `${cards[0]!.cardNo}…(${cards.length})`,
            before: null,
            after: { ...body, card_nos: cards.map((c) => c.cardNo) },
          });
        });
        reply.header('cache-control', 'no-store');
        const csv = ['card_no,password', ...cards.map((c) => `${c.cardNo},${c.password}`)].join(
          '\n',
        );
        return ok({ count: cards.length, csv: `${csv}\n` });
      },
    );
  },
);
