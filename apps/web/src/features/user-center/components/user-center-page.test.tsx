import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBoot } from '../../../shared/boot/boot.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { renderInRouter } from '../../../shared/test/render-in-router.tsx';
import { track } from '../../../shared/tracking/track.ts';
import { chosenCoupon, resetCouponChoice } from '../../coupons/coupon-choice.ts';
import { coupon } from '../../coupons/test-coupons.ts';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import { allByRole, getByRole, getByText, queryByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { UserCenterPage } from './user-center-page.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;
const basic = {
  point_to_coin: '',
  faq_title: 'How do points work?',
  faq_content: '<script>x</script>\nEarn points.',
  levels: [
    { level_id: 1, name: 'v1', show_name: 'Bronze', need_points: 0, coupons: [] },
    { level_id: 2, name: 'v2', show_name: 'Silver', need_points: 300, coupons: [] },
  ],
};
const info = {
  vip_level: 1,
  vip_level_name: 'v1',
  vip_level_show: 'Bronze',
  total_points: 100,
  next_need_points: 300,
};
const initial = [coupon('', { use_category: 'claim', template_id: 'v1-week' }), coupon('A1')];
let list = initial;

function stub() {
  return g.serverStub({
    '/api/pay/getGameListV2': () => ({ games: [] }),
    '/api/coupons/vipBasicInfo': () => basic,
    '/api/coupons/vipInfo': () => info,
    '/api/coupons/couponList': (u) =>
      u.searchParams.get('use_category') === 'history'
        ? { list: [coupon('H1', { use_category: 'history', is_used: 1 })] }
        : { list },
    '/api/coupons/receiveCoupons': () => {
      list = [coupon('W1'), coupon('A1')];
      return { code: 'W1' };
    },
  });
}
const open = () =>
  renderInRouter(
    [{ path: '/userCenter', element: <UserCenterPage /> }],
    '/userCenter?client_id=1001&domain_area=universal',
  );

beforeEach(async () => {
  localStorage.clear();
  resetGameListCache();
  resetCouponChoice();
  list = initial;
  await g.setUp();
  setBoot({ ...g.boot, tenant: { ...g.boot.tenant, vip: true } });
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('the VIP centre', () => {
  it('shows level, progress, rewards by state and the FAQ as text', async () => {
    stub();
    page = await open();
    await g.until(() => queryByRole('progressbar'));
    expect(getByRole('progressbar').getAttribute('aria-valuetext')).toBe('33.33%');
    expect(document.body.textContent).toContain('Bronze');
    // The FAQ's markup is text: one element's own text holds it.
    expect(getByText(/<script>x<\/script>/).textContent).toContain('<script>x</script>');
    expect(track).toHaveBeenCalledWith('viewVipCenter', { client_id: '1001' });
    expect(g.button('Claim')).toBeDefined();

    g.click(g.button('Use'));
    expect(chosenCoupon('1001')).toBe('A1');
    expect(track).toHaveBeenCalledWith('manualUseVipCoupon', expect.anything());
    g.click(getByRole('button', 'Cancel'));
    expect(chosenCoupon('1001')).toBeNull();
  });

  it('claims a coupon, then shows it as usable', async () => {
    const { calls, fetchMock } = stub();
    page = await open();
    await g.until(() => g.button('Claim'));
    g.click(g.button('Claim'));
    await g.until(() => !g.button('Claim'));
    const post = fetchMock.mock.calls.find(([u]) => String(u).includes('receiveCoupons'));
    expect(JSON.parse(String(((post as unknown[])[1] as RequestInit).body))).toMatchObject({
      client_id: '1001',
      template_id: 'v1-week',
      oauth_token: 'tok',
    });
    expect(calls('/api/coupons/couponList').length).toBeGreaterThan(1);
    expect(allByRole('button', 'Use')).toHaveLength(2);
    expect(track).toHaveBeenCalledWith('claimVipCoupon', expect.anything());
  });

  it('opens the history with used coupons', async () => {
    stub();
    page = await open();
    await g.until(() => g.button('History'));
    g.click(g.button('History'));
    await g.until(() => {
      const dialog = queryByRole('dialog');
      return dialog && allByRole('listitem', undefined, dialog).length > 0;
    });
    expect(getByRole('dialog').textContent).toContain('Used');
  });

  it('explains that VIP is not offered outside the VIP version', async () => {
    setBoot({ ...g.boot, tenant: { ...g.boot.tenant, vip: false } });
    const { calls } = stub();
    page = await open();
    expect(document.body.textContent).toContain('VIP is not offered for this game.');
    expect(calls('/api/coupons/vipInfo')).toHaveLength(0);
  });
});
