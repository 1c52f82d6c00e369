import { describe, expect, it } from 'vitest';
import {
  analyst,
  byTestId,
  queryByTestId,
  click,
  serverStub,
  settle,
  submit,
  type,
} from '../../test/render.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand } from './test-brand.ts';
import { VipSection } from './vip-section.tsx';

const { show, unmount } = sectionHarness(<VipSection brand={testBrand} />);

const coupon = {
  coupon_id: 'bronze-month',
  level: 1,
  type: 'month',
  name: '10% off',
  discount_rate: 90,
  sort: 0,
};
const levels = [
  { level: 1, name: 'v1', show_name: 'Bronze', need_points: 0, coupons: [coupon] },
  { level: 2, name: 'v2', show_name: 'Silver', need_points: 300, coupons: [] },
];

function vipServer(vip = true) {
  return serverStub({
    [`GET ${catalogBase}/vip`]: () => ({ data: { vip, levels } }),
    [`PUT ${catalogBase}/vip/levels/3`]: (c) => ({
      data: { level: 3, coupons: [], ...(c.body as object) },
    }),
    [`PUT ${catalogBase}/vip/coupons/silver-week`]: (c) => ({
      data: { coupon_id: 'silver-week', ...(c.body as object) },
    }),
    [`DELETE ${catalogBase}/vip/levels/2`]: () => ({ data: { deleted: true } }),
  });
}

describe('VIP section', () => {
  it('lists levels and their coupon templates', async () => {
    vipServer();
    await show();
    expect(byTestId('vip-level-row-2').textContent).toContain('Silver');
    expect(byTestId('vip-level-row-2').textContent).toContain('300');
    expect(byTestId('coupon-row-bronze-month').textContent).toContain('10% off');
    expect(byTestId('coupon-row-bronze-month').textContent).toContain('Every month');
    // A level that hands out coupons cannot go (the server refuses): no delete offered.
    expect(queryByTestId('vip-level-delete-1')).toBeNull();
  });

  it('creates the next level, then a coupon template of a level', async () => {
    const server = vipServer();
    await show();
    click(byTestId('vip-level-create'));
    await settle();
    expect(byTestId<HTMLInputElement>('vip-level-number').value).toBe('3');
    type(byTestId('vip-level-name'), 'v3');
    type(byTestId('vip-level-show-name'), 'Gold');
    type(byTestId('vip-level-points'), '1000');
    submit(byTestId<HTMLFormElement>('vip-level-form'));
    await settle();
    const level = server.calls.find((c) => c.method === 'PUT')!;
    expect(level.url).toBe(`${catalogBase}/vip/levels/3`);
    expect(level.body).toEqual({ name: 'v3', show_name: 'Gold', need_points: 1000 });

    click(byTestId('coupon-create-2'));
    await settle();
    type(byTestId('coupon-id'), 'silver-week');
    type(byTestId('coupon-type'), 'week');
    type(byTestId('coupon-name'), '15% off');
    type(byTestId('coupon-rate'), '85');
    expect(byTestId('coupon-form').textContent).toContain('15% off.');
    submit(byTestId<HTMLFormElement>('coupon-form'));
    await settle();
    const put = server.calls.filter((c) => c.method === 'PUT')[1]!;
    expect(put.url).toBe(`${catalogBase}/vip/coupons/silver-week`);
    expect(put.body).toEqual({
      level: 2,
      type: 'week',
      name: '15% off',
      discount_rate: 85,
      sort: 0,
    });
  });

  it('deletes a level without coupons after the confirmation', async () => {
    const server = vipServer();
    await show();
    click(byTestId('vip-level-delete-2'));
    await settle();
    expect(byTestId('vip-level-delete-2-confirm').textContent).toBe('Delete');
    click(byTestId('vip-level-delete-2-confirm'));
    await settle();
    expect(server.calls.find((c) => c.method === 'DELETE')!.url).toBe(
      `${catalogBase}/vip/levels/2`,
    );
  });

  it('offers no changes on a brand without VIP, nor to an analyst', async () => {
    vipServer(false);
    await show();
    expect(byTestId('vip-off').textContent).toContain('no VIP programme');
    expect(queryByTestId('vip-level-create')).toBeNull();
    await unmount();

    vipServer();
    await show(analyst);
    expect(byTestId('vip-level-row-1')).toBeTruthy();
    for (const id of ['vip-level-create', 'vip-level-edit-1', 'coupon-edit-bronze-month']) {
      expect(queryByTestId(`${id}`)).toBeNull();
    }
  });
});
