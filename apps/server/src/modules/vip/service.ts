import type { VipBasicInfo, VipInfo } from '@topup/contracts/vip';
import type { RequestContext } from '../../context.ts';
import { textIn } from '../../i18n/text-in.ts';
import { levelFor, nextLevel, type LevelRow } from './levels.ts';
import type { VipRepository } from './repository.ts';

// Tenants without the VIP version answer an empty programme rather than an error, so the app
// needs no extra branch: no levels, level 0, no coupons (SPEC §4: the VIP version gates coupons).
const emptyBasicInfo: VipBasicInfo = {
  point_to_coin: '',
  faq_title: '',
  faq_content: '',
  levels: [],
};

export function createVipService(repo: VipRepository) {
  return {
    /** Texts in `lang` where the programme stores them per language (seed-texts.ts). */
    async basicInfo(ctx: RequestContext, lang?: string): Promise<VipBasicInfo> {
      if (!ctx.tenant.vip) return emptyBasicInfo;
      const [settings, levels] = await Promise.all([
        repo.settings(ctx.tenant.id),
        repo.levels(ctx.tenant.id),
      ]);
      if (!settings) return emptyBasicInfo;
      return {
        point_to_coin: textIn(settings.pointToCoin, lang),
        faq_title: textIn(settings.faqTitle, lang),
        faq_content: textIn(settings.faqContent, lang),
        levels: levels.map((level) => ({
          level_id: level.levelId,
          name: textIn(level.name, lang),
          show_name: level.showName,
          need_points: level.needPoints,
          coupons: level.coupons.map((c) => ({
            template_id: c.templateId,
            type: c.type as 'permanent' | 'week' | 'month',
            name: c.name,
            discount_rate: c.discountRate,
          })),
        })),
      };
    },
  };
}

/**
 * SPEC §7 vipInfo from the player's points and the brand's levels (ascending need_points), read
 * beforehand (routes.ts reads them with the session, vipPartsOf). A brand without VIP: level 0.
 */
export function vipInfoOf(
  ctx: RequestContext,
  { points, levels }: { points: number; levels: readonly LevelRow[] },
  lang?: string,
): VipInfo {
  if (!ctx.tenant.vip) {
    return {
      vip_level: 0,
      vip_level_name: '',
      vip_level_show: '',
      total_points: 0,
      next_need_points: null,
    };
  }
  const level = levelFor(levels, points);
  return {
    vip_level: level?.levelId ?? 0,
    vip_level_name: level ? textIn(level.name, lang) : '',
    vip_level_show: level?.showName ?? '',
    total_points: points,
    next_need_points: nextLevel(levels, points)?.needPoints ?? null,
  };
}

export type VipService = ReturnType<typeof createVipService>;
