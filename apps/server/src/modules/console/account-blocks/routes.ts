import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  consoleBlockLiftRequestSchema,
  consoleBlockListSchema,
  consoleBlockSchema,
  consoleBlockSearchSchema,
  type ConsoleBlock,
} from '@topup/contracts/console-account-blocks';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../../config.ts';
import { createSecretBox } from '../../../lib/secret-box.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import {
  countBlocks,
  findBlock,
  liftBlock,
  listBlocks,
  type AccountBlockRow,
} from '../../account-blocks/repository.ts';
import { findTenant } from '../../replenish/create-link.ts';
import { recordAudit } from '../audit.ts';
import { assertBrand, brandsOf, consoleRoute, staffOf } from '../guard.ts';
import { staffNamesById } from '../staff-names.ts';
import { can } from '../staff.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
const PAGE_SIZE = 50;
const staffIdOf = (by: string | null) => (by?.startsWith('staff:') ? by.slice(6) : null);
const params = z.object({
  tenant: z.string().check(z.trim(), z.minLength(1), z.maxLength(253)),
  billingNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/**
 * Account purchase blocks in the console (issue 14): the blocks of the member's brands, and a
 * block lifted by hand with a note (audited, and told in the refunded order's story). Another
 * brand's block answers -404 like a missing one.
 */
export const consoleAccountBlockRoutes = routeModule(
  { name: 'console-account-blocks', uses: ['db', 'clock', 'console-auth'] },
  async (
    app: FastifyInstance,
    opts: { tenants: readonly Tenant[]; config: Pick<Config, 'secretsKey'> },
  ) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const box = createSecretBox(opts.config.secretsKey);
    const tenantIdOf = (idOrHost: string | undefined) =>
      idOrHost ? (findTenant(opts.tenants, idOrHost)?.tenant.id ?? idOrHost) : undefined;

    const view = (
      row: AccountBlockRow,
      showLink: boolean,
      names: ReadonlyMap<string, string>,
    ): ConsoleBlock => ({
      tenant: row.tenantId,
      billing_no: row.billingNo,
      suid: row.suid,
      username: row.username,
      reason: row.reason,
      refund_kind: row.refundKind,
      shortfall: row.shortfall,
      amount_minor: row.amountMinor,
      currency: row.currency,
      link_url: showLink && !row.liftedAt ? box.open(row.linkUrl) : null,
      created_at: row.createdAt.toISOString(),
      lifted_at: row.liftedAt?.toISOString() ?? null,
      lifted_by: row.liftedBy,
      lifted_by_name: names.get(staffIdOf(row.liftedBy) ?? '') ?? null,
      lift_note: row.liftNote,
    });

    zapp.get(
      '/api/console/account-blocks',
      {
        ...consoleRoute('orders:read'),
        schema: {
          tags,
          summary:
            'Accounts blocked from buying on your brands until a make-up payment is paid ' +
            '(newest first, 50 a page; all=true adds lifted ones); the link only for orders:write',
          querystring: consoleBlockSearchSchema,
          response: apiResponses(consoleBlockListSchema),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const search = {
          tenantIds: brandsOf(staff, tenantIdOf(request.query.tenant)),
          suid: request.query.suid || undefined,
          all: request.query.all === 'true',
        };
        const page = request.query.page ?? 1;
        const [rows, total] = await Promise.all([
          listBlocks(app.db, { ...search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
          countBlocks(app.db, search),
        ]);
        const names = await staffNamesById(
          app.db,
          rows.map((r) => staffIdOf(r.liftedBy)).filter((id) => id !== null),
        );
        const showLink = can(staff, 'orders:write');
        return ok({
          items: rows.map((row) => view(row, showLink, names)),
          total,
          page,
          page_size: PAGE_SIZE,
        });
      },
    );

    zapp.post(
      '/api/console/account-blocks/:tenant/:billingNo/lift',
      {
        ...consoleRoute('orders:write'),
        bodyLimit: 4 * 1024,
        schema: {
          tags,
          summary:
            "Lift an account's purchase block without the make-up payment (audited; -404 " +
            'unknown or another brand, -400 already lifted)',
          params,
          body: consoleBlockLiftRequestSchema,
          response: apiResponses(consoleBlockSchema),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const tenantId = tenantIdOf(request.params.tenant)!;
        assertBrand(staff, tenantId);
        const { billingNo } = request.params;
        const before = await findBlock(app.db, tenantId, billingNo);
        if (!before) throw new AppError(ResultCode.NotFound, 'Not found', 404);
        const at = app.clock.now();
        const lifted = await app.db.transaction(async (tx) => {
          const row = await liftBlock(tx, {
            tenantId,
            billingNo,
            by: `staff:${staff.id}`,
            note: request.body.note,
            at,
          });
          if (row) {
            await recordAudit(tx, request, {
              action: 'account.unblock',
              tenantId,
              target: `${row.suid}:${billingNo}`,
              before: { liftedAt: null, amountMinor: row.amountMinor, currency: row.currency },
              after: { liftedAt: at.toISOString(), note: request.body.note },
            });
          }
          return row;
        });
        if (!lifted) throw new AppError(ResultCode.BadRequest, consoleMessage('blockLifted'));
        request.log.info({ tenantId, billingNo, staff: staff.id }, 'account block lifted by staff');
        return ok(view(lifted, false, await staffNamesById(app.db, [staff.id])));
      },
    );
  },
);
