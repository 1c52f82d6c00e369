import { expect, test, tenantUrl } from './support/fixtures.ts';
import { header, login } from './support/player.ts';
import { seriousA11yFindings } from './support/screens.ts';
import { couponPlayer, levelCard, reward } from './support/vip-steps.ts';

// Issue 17 defect 2: on old-layout brands with VIP (ko, rhinos on kr, ...) /userCenter, /my and
// /activity were 404 although the recharge step shows VIP points and "Claim more in the VIP
// centre": coupons could never be claimed. Now the old layout has these routes and, under its
// header, links to top-up, events (where the game has them) and the VIP centre. The claim
// uses couponPlayer (see vip-steps.ts): no other test logs in with it on these brands.
// English texts from apps/web/src/locales/en.json.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const brands = [
  { brand: 'ko', query: '?client_id=13103&domain_area=kr&spec_lang=en' },
  { brand: 'rhinos', query: '?client_id=22103&domain_area=kr&spec_lang=en' },
] as const;

for (const { brand, query } of brands) {
  test(`${brand} (old layout, VIP): the VIP centre is reached from the goods page and a coupon claimed`, async ({
    page,
  }) => {
    // Today's 404: the address itself must lead to the VIP centre.
    await page.goto(tenantUrl(brand, `/userCenter${query}`));
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'VIP centre' })).toBeVisible();
    await expect(main.getByText('Please log in first.')).toBeVisible();

    await page.goto(tenantUrl(brand, `/selectGoods${query}`));
    await login(page, couponPlayer);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'VIP centre' }).click();
    await expect(page).toHaveURL(/\/userCenter\?.*client_id=/);
    // The old layout's header stays: the player is still signed in and can get back.
    await expect(header(page)).toContainText(couponPlayer.username);
    const centre = main.getByRole('region', { name: 'VIP centre' });
    await expect(levelCard(page).getByRole('progressbar')).toBeVisible();

    const weekly = reward(centre, 'Weekly 5% off');
    await weekly.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Claimed');
    await expect(weekly.getByRole('button', { name: 'Use' })).toBeVisible();
    await expect(weekly.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await page.screenshot({ path: `e2e/screenshots/defects/vip-old-layout-${brand}.png` });
    expect(await seriousA11yFindings(page)).toEqual([]);

    // The centre's back link leads to My, which exists on the old route set too.
    await centre.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/my\?/);
    await expect(main.getByRole('link', { name: 'VIP centre' })).toBeVisible();
    await nav.getByRole('link', { name: 'Top-up' }).click();
    await expect(page).toHaveURL(/\/selectGoods\?.*client_id=/);
    await expect(page.getByRole('region', { name: 'Select goods' })).toBeVisible();

    // The demo games announce events: they are reached the same way.
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/activity\?/);
    await expect(main.getByRole('region', { name: 'Event' })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/defects/events-old-layout-${brand}.png` });
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
}
