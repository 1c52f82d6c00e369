import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleCouponSchema,
  consoleVipLevelSchema,
  consoleVipSchema,
  couponParamsSchema,
  couponTemplateInputSchema,
  deletedSchema,
  tenantParamsSchema,
  vipLevelInputSchema,
  vipLevelParamsSchema,
  type ConsoleCoupon,
  type ConsoleVipLevel,
} from '@topup/contracts/console-catalog';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import type { Tx } from '../../orders/types.ts';
import { templateClaims } from '../../coupons/template-claims.ts';
import type { TemplateRow } from '../../vip/repository.ts';
import {
  deleteLevel,
  deleteTemplate,
  findTemplate,
  levelsAndTemplates,
  saveLevel,
  saveTemplate,
} from '../../vip/level-admin.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkTexts, notFound } from './brand.ts';
import { storedTexts, textsOf } from './method-data.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
type Q = Db | Tx;

// Level and coupon names are text columns holding plain text or a JSON map of language to text
// (the storefront reads both); the console reads and writes maps, as it does for methods.
const couponData = (r: TemplateRow, tenant: Tenant): ConsoleCoupon => ({
  coupon_id: r.templateId,
  level: r.levelId,
  type: r.type,
  names: textsOf(r.name, tenant),
  discount_rate: r.discountRate,
  sort: r.sort,
});

async function readLevels(q: Q, tenant: Tenant): Promise<ConsoleVipLevel[]> {
  const { levels, templates } = await levelsAndTemplates(q, tenant.id);
  return levels.map((l) => ({
    level: l.levelId,
    names: textsOf(l.name, tenant),
    show_name: l.showName,
    need_points: l.needPoints,
    coupons: templates.filter((t) => t.levelId === l.levelId).map((t) => couponData(t, tenant)),
  }));
}

/** -400 for a brand that is not a VIP brand (its file says vip: false): nobody would see it. */
function assertVip(tenant: Tenant) {
  if (!tenant.vip) throw badInput(`${tenant.id} is not a VIP brand`);
}

/** VIP levels and the coupon templates each level hands out (issue 16). */
export const consoleVipRoutes = routeModule(
  { name: 'console-catalog-vip', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    zapp.get(
      '/api/console/catalog/:tenant/vip',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'VIP levels of a brand with their coupon templates',
          params: tenantParamsSchema,
          response: apiResponses(consoleVipSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        return ok({ vip: tenant.vip, levels: await readLevels(db, tenant) });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/vip/levels/:level',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Creates or changes a VIP level (-400 not a VIP brand)',
          params: vipLevelParamsSchema,
          body: vipLevelInputSchema,
          response: apiResponses(consoleVipLevelSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        assertVip(tenant);
        const level = request.params.level;
        const after = await db.transaction(async (tx) => {
          const before = (await readLevels(tx, tenant)).find((l) => l.level === level) ?? null;
          checkTexts(tenant, request.body.names, 'names');
          const values = {
            name: storedTexts(request.body.names)!,
            showName: request.body.show_name,
            needPoints: request.body.need_points,
          };
          await saveLevel(tx, tenant.id, level, values);
          const saved = (await readLevels(tx, tenant)).find((l) => l.level === level)!;
          await recordAudit(tx, request, {
            action: before ? 'vip-level.update' : 'vip-level.create',
            tenantId: tenant.id,
            target: String(level),
            before,
            after: saved,
          });
          return saved;
        });
        await app.catalogBus.changed('vip');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/vip/levels/:level',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Removes a VIP level without coupon templates (-400 while it has some)',
          params: vipLevelParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const level = request.params.level;
        await db.transaction(async (tx) => {
          const before = (await readLevels(tx, tenant)).find((l) => l.level === level);
          if (!before) throw notFound();
          if (before.coupons.length)
            throw badInput(`Level ${level} hands out coupons; remove them first`);
          await deleteLevel(tx, tenant.id, level);
          await recordAudit(tx, request, {
            action: 'vip-level.delete',
            tenantId: tenant.id,
            target: String(level),
            before,
            after: null,
          });
        });
        await app.catalogBus.changed('vip');
        return ok({ deleted: true });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/vip/coupons/:coupon',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Creates or changes a coupon template of a level (-400 unknown level)',
          params: couponParamsSchema,
          body: couponTemplateInputSchema,
          response: apiResponses(consoleCouponSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        assertVip(tenant);
        const id = request.params.coupon;
        const body = request.body;
        const after = await db.transaction(async (tx) => {
          const levels = await readLevels(tx, tenant);
          if (!levels.some((l) => l.level === body.level)) {
            throw badInput(consoleMessage('vipLevelMissing', { level: body.level }));
          }
          const before = await findTemplate(tx, tenant.id, id);
          checkTexts(tenant, body.names, 'names');
          const values = {
            levelId: body.level,
            type: body.type,
            name: storedTexts(body.names)!,
            discountRate: body.discount_rate,
            sort: body.sort,
          };
          await saveTemplate(tx, tenant.id, id, values);
          const saved = couponData((await findTemplate(tx, tenant.id, id))!, tenant);
          await recordAudit(tx, request, {
            action: before ? 'coupon-template.update' : 'coupon-template.create',
            tenantId: tenant.id,
            target: id,
            before: before ? couponData(before, tenant) : null,
            after: saved,
          });
          return saved;
        });
        await app.catalogBus.changed('vip');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/vip/coupons/:coupon',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Removes a coupon template no player claimed (-400 otherwise)',
          params: couponParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const id = request.params.coupon;
        await db.transaction(async (tx) => {
          const before = await findTemplate(tx, tenant.id, id);
          if (!before) throw notFound();
          if ((await templateClaims(tx, tenant.id, id)) > 0) {
            throw badInput(consoleMessage('couponClaimed', { coupon: id }));
          }
          await deleteTemplate(tx, tenant.id, id);
          await recordAudit(tx, request, {
            action: 'coupon-template.delete',
            tenantId: tenant.id,
            target: id,
            before: couponData(before, tenant),
            after: null,
          });
        });
        await app.catalogBus.changed('vip');
        return ok({ deleted: true });
      },
    );
  },
);
