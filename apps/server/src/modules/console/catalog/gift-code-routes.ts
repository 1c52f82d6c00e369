import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantParamsSchema } from '@topup/contracts/console-catalog';
import {
  codeListQuerySchema,
  consoleGiftCodeSchema,
  consoleGiftCodesSchema,
  giftCodeBatchInputSchema,
  giftCodeBatchSchema,
  giftCodeParamsSchema,
} from '@topup/contracts/console-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { hashGiftCode, last4, newGiftCode, printedGiftCode } from '../../gift-cards/code.ts';
import {
  insertGiftCodes,
  listGiftCodes,
  lockGiftCode,
  voidGiftCode,
} from '../../gift-cards/code-admin.ts';
import type { GiftCardRow } from '../../gift-cards/repository.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { brandOf, checkCurrencies, notFound } from './brand.ts';
import { codePageSize, notActive, redemptionOf } from './code-list.ts';

const tags = ['console'];

const view = (row: GiftCardRow) => ({
  ref: row.codeHash,
  last4: row.codeLast4,
  currency: row.currency,
  value_minor: row.valueMinor,
  ...redemptionOf(row),
});

/**
 * Gift codes (issue 16; SPEC §1 gift-card recharge): batches of retail codes worth a value in one
 * of the brand's currencies. Only each code's SHA-256 and last four characters are stored, so the
 * CSV of the creating answer is the one time the codes exist in clear. Listed by state, searched
 * by the last four characters support reads off a card, and voided while still unredeemed.
 */
export const consoleGiftCodeRoutes = routeModule(
  { name: 'console-catalog-gift-codes', uses: ['db', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();

    zapp.post(
      '/api/console/catalog/:tenant/gift-code-batches',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Generates up to 1000 gift codes worth a value; answers the codes once as CSV ' +
            '(stored hashed, never shown again)',
          params: tenantParamsSchema,
          body: giftCodeBatchInputSchema,
          response: apiResponses(giftCodeBatchSchema),
        },
      },
      async (request, reply) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const body = request.body;
        checkCurrencies(tenant, [body.currency]);
        const codes = [...new Set(Array.from({ length: body.count }, newGiftCode))];
        const now = app.clock.now();
        await app.db.transaction(async (tx) => {
          // A clash with an existing code (1 in 2^99 per pair) fails the batch, never half of it.
          await insertGiftCodes(
            tx,
            codes.map((code) => ({
              tenantId: tenant.id,
              codeHash: hashGiftCode(code),
              codeLast4: last4(code),
              currency: body.currency,
              valueMinor: body.value_minor,
              validUntil: body.valid_until ? new Date(body.valid_until) : null,
              createdAt: now,
            })),
          );
          await recordAudit(tx, request, {
            action: 'gift-code-batch.create',
            tenantId: tenant.id,
            target: `${codes.length} gift codes`,
            before: null,
            // The references and last four characters, never the codes.
            after: { ...body, last4: codes.map(last4) },
          });
        });
        reply.header('cache-control', 'no-store');
        const csv = [
          'code,currency,value_minor',
          ...codes.map((c) => `${printedGiftCode(c)},${body.currency},${body.value_minor}`),
        ];
        return ok({ count: codes.length, csv: `${csv.join('\n')}\n` });
      },
    );

    zapp.get(
      '/api/console/catalog/:tenant/gift-codes',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary:
            "The brand's gift codes, newest first (by state, or by their last four characters)",
          params: tenantParamsSchema,
          querystring: codeListQuerySchema,
          response: apiResponses(consoleGiftCodesSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { status, q } = request.query;
        const rows = await listGiftCodes(app.db, tenant.id, {
          status,
          last4: q
            ? q
                .replace(/[\s-]+/g, '')
                .toUpperCase()
                .slice(-4)
            : undefined,
          limit: codePageSize + 1,
        });
        return ok({
          codes: rows.slice(0, codePageSize).map(view),
          more: rows.length > codePageSize,
        });
      },
    );

    zapp.post(
      '/api/console/catalog/:tenant/gift-codes/:code/void',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Voids an unredeemed gift code (a lost or leaked batch); it can no longer be redeemed',
          params: giftCodeParamsSchema,
          response: apiResponses(consoleGiftCodeSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        return ok(
          await app.db.transaction(async (tx) => {
            const before = await lockGiftCode(tx, tenant.id, request.params.code);
            if (!before) throw notFound();
            if (before.status !== 'active') throw notActive(before.status);
            const after = await voidGiftCode(tx, tenant.id, before.codeHash);
            await recordAudit(tx, request, {
              action: 'gift-code.void',
              tenantId: tenant.id,
              target: `…${before.codeLast4}`,
              before: view(before),
              after: view(after!),
            });
            return view(after!);
          }),
        );
      },
    );
  },
);
