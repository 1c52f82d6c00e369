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
  names: { en: '10% off', ja: '10%オフ' },
  discount_rate: 90,
  sort: 0,
};
const levels = [
  {
    level: 1,
    names: { en: 'Bronze', ja: 'ブロンズ' },
    show_name: 'V1',
    need_points: 0,
    coupons: [coupon],
  },
  // No English: the console shows the brand's other text rather than nothing or JSON.
  { level: 2, names: { ja: 'シルバー' }, show_name: 'V2', need_points: 300, coupons: [] },
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
    expect(byTestId('vip-level-name-1').textContent).toBe('Bronze');
    expect(byTestId('vip-level-name-2').textContent).toBe('シルバー');
    expect(byTestId('vip-level-name-2').getAttribute('lang')).toBe('ja');
    expect(byTestId('vip-levels-table').textContent).not.toContain('{');
    expect(byTestId('coupon-name-bronze-month').textContent).toBe('10% off');
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
    // Both of the brand's languages are empty and marked so.
    expect(byTestId('vip-level-names-missing').textContent).toContain('2 of the brand');
    type(byTestId('vip-level-names-en'), ' Gold ');
    expect(byTestId('vip-level-names-missing').textContent).toContain('1 of the brand');
    expect(byTestId('vip-level-names').textContent).toContain('missing');
    type(byTestId('vip-level-show-name'), 'V3');
    type(byTestId('vip-level-points'), '1000');
    submit(byTestId<HTMLFormElement>('vip-level-form'));
    await settle();
    const level = server.calls.find((c) => c.method === 'PUT')!;
    expect(level.url).toBe(`${catalogBase}/vip/levels/3`);
    expect(level.body).toEqual({ names: { en: 'Gold' }, show_name: 'V3', need_points: 1000 });

    click(byTestId('coupon-create-2'));
    await settle();
    type(byTestId('coupon-id'), 'silver-week');
    type(byTestId('coupon-type'), 'week');
    type(byTestId('coupon-names-en'), '15% off');
    type(byTestId('coupon-names-ja'), '15%オフ');
    expect(queryByTestId('coupon-names-missing')).toBeNull();
    type(byTestId('coupon-rate'), '85');
    expect(byTestId('coupon-form').textContent).toContain('15% off.');
    submit(byTestId<HTMLFormElement>('coupon-form'));
    await settle();
    const put = server.calls.filter((c) => c.method === 'PUT')[1]!;
    expect(put.url).toBe(`${catalogBase}/vip/coupons/silver-week`);
    expect(put.body).toEqual({
      level: 2,
      type: 'week',
      names: { en: '15% off', ja: '15%オフ' },
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
