import type { Coupon } from '@topup/contracts/coupons';
import type { CouponType } from '@topup/contracts/vip';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { illegalCoupon } from './errors.ts';
import { discountedMinor, levelFor } from '../vip/levels.ts';
import { periodOf } from '../vip/periods.ts';
import type { LevelWithCoupons, TemplateRow, VipRepository } from '../vip/repository.ts';
import type { CouponRepository, CouponWithTemplate } from './repository.ts';

export type CouponDeps = { coupons: CouponRepository; vip: VipRepository; now: () => Date };

/**
 * Templates the player may claim: week and month coupons of their own level, permanent ones of
 * every level reached (once each, so jumping a level loses no welcome coupon).
 */
export function claimableTemplates(levels: LevelWithCoupons[], points: number): TemplateRow[] {
  const level = levelFor(levels, points);
  if (!level) return [];
  return levels
    .filter((l) => l.needPoints <= level.needPoints)
    .flatMap((l) => l.coupons.filter((c) => c.type === 'permanent' || l.levelId === level.levelId));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type CouponCategory = 'avail,lock' | 'history';
/** What a player's coupon list is made of: the brand's levels, the player's points and coupons. */
export type CouponParts = {
  levels: LevelWithCoupons[];
  points: number;
  mine: CouponWithTemplate[];
};

export function createCouponService(deps: CouponDeps) {
  const usable = (c: CouponWithTemplate, at: Date) =>
    c.status === 'avail' && (c.validEndTime === null || c.validEndTime > at);

  function entry(ctx: RequestContext, t: TemplateRow, fields: Partial<Coupon>): Coupon {
    return {
      code: '',
      template_id: t.templateId,
      type: t.type as CouponType,
      name: t.name,
      use_category: 'lock',
      is_used: 0,
      used_time: null,
      valid_end_time: null,
      time_zone: ctx.tenant.timeZone,
      discount_rate: t.discountRate,
      ...fields,
    };
  }

  function listFrom(
    ctx: RequestContext,
    { levels, points, mine }: CouponParts,
    category: CouponCategory,
  ): { list: Coupon[] } {
    const at = deps.now();
    const asTemplate = (c: CouponWithTemplate) =>
      ({ ...c, levelId: 0, sort: 0 }) satisfies TemplateRow;
    const owned = (c: CouponWithTemplate, fields: Partial<Coupon>) =>
      entry(ctx, asTemplate(c), {
        code: c.code,
        valid_end_time: iso(c.validEndTime),
        ...fields,
      });
    if (category === 'history') {
      const done = mine.filter(
        (c) => c.status === 'used' || (c.status === 'avail' && !usable(c, at)),
      );
      return {
        list: done.map((c) =>
          owned(c, {
            use_category: 'history',
            is_used: c.status === 'used' ? 1 : 0,
            used_time: iso(c.usedAt),
          }),
        ),
      };
    }
    const claimable = claimableTemplates(levels, points);
    const claim = claimable.flatMap((t) => {
      const period = periodOf(t.type, at, ctx.tenant.timeZone);
      const taken = mine.some((c) => c.templateId === t.templateId && c.period === period.key);
      return taken
        ? []
        : [entry(ctx, t, { use_category: 'claim', valid_end_time: iso(period.endsAt) })];
    });
    const reached = levelFor(levels, points)?.needPoints ?? -1;
    const lock = levels
      .filter((l) => l.needPoints > reached)
      .flatMap((l) => l.coupons.map((t) => entry(ctx, t, { use_category: 'lock' })));
    // Reserved coupons (an order still open) are in neither list until that order settles.
    const avail = mine
      .filter((c) => usable(c, at))
      .sort((a, b) => a.discountRate - b.discountRate)
      .map((c) => owned(c, { use_category: 'avail' }));
    return { list: [...claim, ...avail, ...lock] };
  }

  return {
    /**
     * The player's coupon list from their parts, read with the session in one statement (the
     * route, issue 32: it was five); a brand without VIP has none.
     */
    list(ctx: RequestContext, parts: CouponParts, category: CouponCategory) {
      if (!ctx.tenant.vip) return { list: [] };
      return listFrom(ctx, parts, category);
    },

    async claim(ctx: RequestContext, suid: string, templateId: string) {
      if (!ctx.tenant.vip) throw illegalCoupon();
      const at = deps.now();
      const [levels, points] = await Promise.all([
        deps.vip.levels(ctx.tenant.id),
        deps.vip.totalPoints(ctx.tenant.id, suid),
      ]);
      const template = claimableTemplates(levels, points).find((t) => t.templateId === templateId);
      if (!template)
        throw new AppError(ResultCode.IllegalCoupon, serverMessage('coupons.cannotClaim'));
      const period = periodOf(template.type, at, ctx.tenant.timeZone);
      const code = await deps.coupons.claim({
        tenantId: ctx.tenant.id,
        suid,
        templateId,
        period: period.key,
        validEndTime: period.endsAt,
        at,
      });
      if (!code)
        throw new AppError(ResultCode.IllegalCoupon, serverMessage('coupons.alreadyClaimed'));
      return { code };
    },

    /**
     * The price with a coupon, or -3062 when it cannot be used here: not this player's or this
     * tenant's, not avail, past its end, or the goods (or method, when known) take no coupons.
     */
    async priceWith(
      ctx: RequestContext,
      q: {
        suid: string;
        code: string;
        priceMinor: number;
        productIsCoupon: boolean;
        methodOpen?: boolean;
      },
    ): Promise<{ code: string; amountMinor: number }> {
      if (!ctx.tenant.vip || !q.productIsCoupon || q.methodOpen === false) throw illegalCoupon();
      const coupon = await deps.coupons.find(ctx.tenant.id, q.suid, q.code);
      if (!coupon || !usable(coupon, deps.now())) throw illegalCoupon();
      const amountMinor = discountedMinor(q.priceMinor, coupon.discountRate);
      if (amountMinor <= 0) throw illegalCoupon();
      return { code: coupon.code, amountMinor };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
