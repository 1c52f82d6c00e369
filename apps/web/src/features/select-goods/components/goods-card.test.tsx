import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { setBoot } from '../../../shared/boot/boot.ts';
import { testBoot } from '../../../shared/boot/test-boot.ts';
import { getByRole, queryByRole } from '@topup/test-queries/by-role';
import { render, settle, setUp, type Rendered } from '../../game/test-harness.tsx';
import { goodsItem } from '../../../shared/test/catalog-fixtures.ts';
import { GoodsCard } from './goods-card.tsx';

// Issue 17 defect 4: the catalog marks goods isCoupon on every brand; only a brand with the VIP
// version (tenant config `vip`) has coupons, so only there does the badge show.
let page: Rendered | null = null;
beforeEach(setUp);
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const goods = goodsItem('p300', 'diamond', { display: '300 Diamonds', isCoupon: true });
const withVip = (vip: boolean) => setBoot(testBoot({ vip } as Partial<Tenant>));

async function show(vip: boolean) {
  withVip(vip);
  page = await render(<GoodsCard goods={goods} selected={false} onSelect={() => {}} />);
  await settle();
}

describe('coupon marks of goods', () => {
  it('show on a VIP brand: the badge on the card', async () => {
    await show(true);
    expect(getByRole('button', /^Coupon\s*300 Diamonds/).textContent).toContain('Coupon');
  });

  it('stay away on a brand without VIP although the goods say isCoupon', async () => {
    await show(false);
    expect(queryByRole('button', /Coupon/)).toBeNull();
    expect(getByRole('button', /^300 Diamonds/).textContent).not.toContain('Coupon');
  });
});
