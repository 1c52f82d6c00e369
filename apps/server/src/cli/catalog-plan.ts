import type { CatalogImport, CatalogImportTenant } from '@topup/contracts/catalog-import';
import { payEndpoints } from '@topup/contracts/payment-families';
import { currencyCodes } from '@topup/tenants/currencies';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { activities, activityTiers } from '../db/tables/activities.ts';
import type { thirdGifts } from '../db/tables/cards.ts';
import type { productPrices, products, productTypes } from '../db/tables/catalog.ts';
import type { productLimits } from '../db/tables/limits.ts';
import type { paymentMethods } from '../db/tables/payments.ts';
import type { couponTemplates, vipLevels, vipPointRates, vipSettings } from '../db/tables/vip.ts';

// A checked catalog file as the rows it writes. Everything that can be decided without the
// database is decided here (unknown tenant, client id, currency, area, family): a refused file
// gets every problem at once, one line each, and nothing is opened or written.

export type TenantPlan = {
  tenantId: string;
  productTypes: (typeof productTypes.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  prices: (typeof productPrices.$inferInsert)[];
  limits: (typeof productLimits.$inferInsert)[];
  /** Imported goods without a limit: a limit they had is removed. */
  unlimitedProductIds: string[];
  activities: (typeof activities.$inferInsert)[];
  tiers: (typeof activityTiers.$inferInsert)[];
  thirdGifts: (typeof thirdGifts.$inferInsert)[];
  methods: (typeof paymentMethods.$inferInsert)[];
  vipSettings: (typeof vipSettings.$inferInsert)[];
  pointRates: (typeof vipPointRates.$inferInsert)[];
  levels: (typeof vipLevels.$inferInsert)[];
  coupons: (typeof couponTemplates.$inferInsert)[];
};

export class CatalogRefused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'CatalogRefused';
  }
}

const knownFamilies = new Set<number>(
  Object.values(payEndpoints).flatMap((spec) => spec.families as readonly number[]),
);
const knownCurrencies = new Set<string>(currencyCodes);
const at = (value: string | null) => (value === null ? null : new Date(value));

function findTenant(tenants: readonly Tenant[], id: string): Tenant | undefined {
  return (
    tenants.find((t) => t.id === id) ?? tenants.find((t) => t.id.toLowerCase() === id.toLowerCase())
  );
}

function gameCodeOf(tenant: Tenant, clientId: string): string | undefined {
  return tenant.games.find((g) => Object.values(g.clients).some((c) => c?.clientId === clientId))
    ?.code;
}

function planTenant(tenant: Tenant, input: CatalogImportTenant, where: string, problems: string[]) {
  const tenantId = tenant.id;
  const currency = (code: string, path: string) => {
    if (!knownCurrencies.has(code)) {
      problems.push(`${path}: unknown currency ${code} (known: ${currencyCodes.join(', ')})`);
    }
  };
  const plan: TenantPlan = {
    tenantId,
    productTypes: [],
    products: [],
    prices: [],
    limits: [],
    unlimitedProductIds: [],
    activities: [],
    tiers: [],
    thirdGifts: [],
    methods: [],
    vipSettings: [],
    pointRates: [],
    levels: [],
    coupons: [],
  };

  input.games.forEach((game, gi) => {
    const path = `${where}.games.${gi}`;
    const gameCode = gameCodeOf(tenant, game.client_id);
    if (!gameCode) {
      problems.push(`${path}.client_id: ${game.client_id} is not a client id of ${tenantId}`);
      return;
    }
    for (const type of game.goods_types) {
      plan.productTypes.push({
        tenantId,
        gameCode,
        typeKey: type.key,
        names: type.names,
        sort: type.sort,
      });
    }
    game.goods.forEach((item, i) => {
      plan.products.push({
        tenantId,
        productId: item.product_id,
        gameCode,
        typeKey: item.type,
        names: item.names,
        value: item.value,
        bonus: item.bonus,
        goodsSort: item.sort,
        isLimit: item.limit !== null,
        isCoupon: item.coupon,
        couponPoints: item.coupon_points,
        isSpecial: item.special,
        active: item.active,
        image: item.image ?? null,
      });
      for (const [code, amountMinor] of Object.entries(item.prices)) {
        currency(code, `${path}.goods.${i}.prices.${code}`);
        plan.prices.push({ tenantId, productId: item.product_id, currency: code, amountMinor });
      }
      if (item.limit) {
        const { type: limitType, frequency, days: dayInfo } = item.limit;
        plan.limits.push({ tenantId, productId: item.product_id, limitType, frequency, dayInfo });
      } else {
        plan.unlimitedProductIds.push(item.product_id);
      }
    });
    game.events.forEach((event, i) => {
      currency(event.currency, `${path}.events.${i}.currency`);
      plan.activities.push({
        tenantId,
        activityId: event.id,
        gameCode,
        kind: event.kind,
        names: event.names,
        descriptions: event.descriptions,
        currency: event.currency,
        minDailyMinor: event.min_daily_minor,
        startsAt: new Date(event.starts_at),
        endsAt: new Date(event.ends_at),
      });
      for (const tier of event.tiers) {
        plan.tiers.push({
          tenantId,
          activityId: event.id,
          tierId: tier.tier,
          threshold: tier.threshold,
          rewards: tier.rewards,
          rewardAmount: tier.reward_amount,
        });
      }
    });
    for (const gift of game.third_gifts) {
      plan.thirdGifts.push({
        tenantId,
        giftId: gift.id,
        gameCode,
        productId: gift.product_id,
        channelName: gift.channel_name,
        paywayId: gift.payway_id,
        names: gift.names,
        icon: gift.icon,
        quantity: gift.quantity,
        active: gift.active,
        startsAt: at(gift.starts_at),
        endsAt: at(gift.ends_at),
      });
    }
  });

  input.payment_methods.forEach((m, i) => {
    const path = `${where}.payment_methods.${i}`;
    if (!knownFamilies.has(m.family_id)) {
      problems.push(`${path}.family_id: ${m.family_id} is not a family any pay endpoint takes`);
    }
    for (const area of m.areas) {
      if (!(tenant.areas as readonly string[]).includes(area)) {
        problems.push(
          `${path}.areas: ${area} is not an area of ${tenantId} (${tenant.areas.join(', ')})`,
        );
      }
    }
    plan.methods.push({
      tenantId,
      methodKey: `${m.payway_id}_${m.channel_id}`,
      paywayId: m.payway_id,
      channelId: m.channel_id,
      familyId: m.family_id,
      country: m.country,
      parentKey: m.parent ? `${m.parent.payway_id}_${m.parent.channel_id}` : null,
      name: m.name,
      icon: m.icon,
      sort: m.sort,
      minMoney: m.min_money,
      maxMoney: m.max_money,
      description: m.description,
      openCoupon: m.open_coupon,
      payId: m.pay_id,
      areas: m.areas,
      platforms: m.platforms,
      active: m.active,
    });
  });

  if (input.vip) {
    const vip = input.vip;
    if (!tenant.vip)
      problems.push(`${where}.vip: ${tenantId} is not a VIP brand (vip is false in its file)`);
    plan.vipSettings.push({
      tenantId,
      pointToCoin: vip.point_to_coin,
      faqTitle: vip.faq_title,
      faqContent: vip.faq_content,
    });
    vip.point_rates.forEach((r, i) => {
      currency(r.currency, `${where}.vip.point_rates.${i}.currency`);
      plan.pointRates.push({
        tenantId,
        currency: r.currency,
        points: r.points,
        perMinor: r.per_minor,
      });
    });
    for (const level of vip.levels) {
      plan.levels.push({
        tenantId,
        levelId: level.level,
        name: level.name,
        showName: level.show_name,
        needPoints: level.need_points,
      });
      for (const c of level.coupons) {
        plan.coupons.push({
          tenantId,
          templateId: c.id,
          levelId: level.level,
          type: c.type,
          name: c.name,
          discountRate: c.discount_rate,
          sort: c.sort,
        });
      }
    }
  }
  return plan;
}

/** The rows of a schema-valid file, or CatalogRefused with every problem found. */
export function planCatalog(file: CatalogImport, tenants: readonly Tenant[]): TenantPlan[] {
  const problems: string[] = [];
  const plans: TenantPlan[] = [];
  file.tenants.forEach((input, i) => {
    const where = `tenants.${i}`;
    const tenant = findTenant(tenants, input.tenant);
    if (!tenant) {
      problems.push(
        `${where}.tenant: unknown tenant ${input.tenant} (known: ${tenants.map((t) => t.id).join(', ')})`,
      );
      return;
    }
    plans.push(planTenant(tenant, input, where, problems));
  });
  if (problems.length) throw new CatalogRefused(problems);
  return plans;
}

/** Rows per table, for the summary line. */
export function planCounts(plans: readonly TenantPlan[]): Record<string, number> {
  const sum = (pick: (p: TenantPlan) => readonly unknown[]) =>
    plans.reduce((n, p) => n + pick(p).length, 0);
  return {
    goods_types: sum((p) => p.productTypes),
    goods: sum((p) => p.products),
    prices: sum((p) => p.prices),
    limits: sum((p) => p.limits),
    events: sum((p) => p.activities),
    event_tiers: sum((p) => p.tiers),
    third_gifts: sum((p) => p.thirdGifts),
    payment_methods: sum((p) => p.methods),
    vip_levels: sum((p) => p.levels),
    coupon_templates: sum((p) => p.coupons),
  };
}
