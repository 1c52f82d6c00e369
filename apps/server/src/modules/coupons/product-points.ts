import type { z } from 'zod/mini';
import type { ProductPoints, productPointsQuerySchema } from '@topup/contracts/coupons';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { resolveArea } from '../catalog/area.ts';
import { formatMinor } from '../catalog/money.ts';
import type { CatalogRepository, GameRow } from '../catalog/repository.ts';
import { unknownProductMessage } from '../catalog/unknown-product.ts';
import { pointsFor } from '../vip/levels.ts';
import type { VipRepository } from '../vip/repository.ts';
import type { CouponService } from './service.ts';

type Query = z.infer<typeof productPointsQuerySchema>;

/** The price calculation: the same price and coupon rules the pay endpoints charge by. */
export async function productPoints(
  deps: { catalog: CatalogRepository; vip: VipRepository; coupons: CouponService },
  ctx: RequestContext,
  game: GameRow,
  user: AuthUser,
  query: Query,
): Promise<ProductPoints> {
  const area = resolveArea(ctx.tenant, { domainArea: query.domain_area, clientArea: game.area });
  const currency: Currency = defaultCurrency(ctx.tenant, area);
  const product = await deps.catalog.findPricedProduct(
    ctx.tenant.id,
    game.gameCode,
    query.product_id,
    currency,
  );
  if (!product) throw new AppError(ResultCode.BadRequest, unknownProductMessage);
  const amountMinor = query.coupon_code
    ? (
        await deps.coupons.priceWith(ctx, {
          suid: user.suid,
          code: query.coupon_code,
          priceMinor: product.amountMinor,
          productIsCoupon: product.isCoupon,
        })
      ).amountMinor
    : product.amountMinor;
  const rate = ctx.tenant.vip ? await deps.vip.rate(ctx.tenant.id, currency) : null;
  return {
    points: pointsFor(amountMinor, rate),
    discountPrice: formatMinor(amountMinor, currency),
    discount_price_minor: amountMinor,
    price_minor: product.amountMinor,
    currency,
  };
}
