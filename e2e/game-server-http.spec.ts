import { test, expect, tenantUrl } from './support/fixtures.ts';
import { buyInWindow, buyNow, chooseGoods, chooseMethod, resultView } from './support/pay-steps.ts';
import { payerChooses } from './support/pay-steps.ts';
import { demo, login, openServerPicker, pickRole, pickServerById } from './support/player.ts';
import {
  referenceGameUrl,
  referenceDeliveries,
  referenceOutage,
  staffGameGateways,
} from './support/reference-game.ts';
import { consoleApi, consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { referenceGameSecret } from './support/reference-game-port.ts';
import { recheckUntil, snap } from './support/result-steps.ts';

// Issue 16 end to end: staff point a brand's game at a publisher's game server (the reference
// one) through the staff API; the player then sees that server's servers and characters, pays,
// and the game server receives the goods exactly once. joyage's Age of Joy: a game no other spec
// plays, so the demo game the others use never changes under them; the row is removed afterwards.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
// One reference game server for both tests: the outage of the second must not meet the first.
test.describe.configure({ mode: 'serial' });

const tenant = 'joyage';
const clientId = '18103';

// Removed even when the test fails, so the game falls back to the demo game again.
test.afterEach(async ({ request }) => {
  const gone = await staffGameGateways(request, 'DELETE', `/${tenant}/${clientId}`);
  expect(gone.code, gone.msg).toBe(1);
  expect((await staffGameGateways(request, 'GET', `?tenant=${tenant}`)).data).toEqual([]);
});

test('joyage: Age of Joy served by the reference game server: its servers and characters, paid, delivered once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const put = await staffGameGateways(request, 'PUT', '', {
    tenant,
    client_id: clientId,
    url: referenceGameUrl,
    secret: referenceGameSecret,
    retries: 0,
  });
  expect(put.code, put.msg).toBe(1);
  const list = await staffGameGateways(request, 'GET', `?tenant=${tenant}`);
  expect(list.data).toEqual([
    expect.objectContaining({ game_code: 'age-of-joy', url: referenceGameUrl }),
  ]);
  expect(JSON.stringify(list)).not.toContain(referenceGameSecret);
  const before = await referenceDeliveries(request);

  await page.goto(tenantUrl(tenant, `/selectGoods?client_id=${clientId}&domain_area=universal`));
  await login(page, demo);
  // The demo game names its servers and characters alike (S1 Dawn, Borin), but has many more of
  // them: the reference server has two servers in the universal area, two characters on 1001.
  const sheet = await openServerPicker(page);
  const all = sheet.getByRole('region', { name: 'All servers' });
  await expect(all.getByRole('button')).toHaveCount(2);
  await expect(all.getByRole('button', { name: /S2 Dusk.*ID 1002$/ })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await pickServerById(page, '1001');
  const roles = page.getByRole('dialog', { name: 'Select character' });
  await expect(roles.getByRole('button', { name: /^(Borin|Kaela)\b/ })).toHaveCount(2);
  await pickRole(page, 'Borin');
  await chooseGoods(page, '300 Diamonds');
  const info = await buyNow(page, 'old');
  await chooseMethod(page, info, { country: 'US', method: /^PingPong/ });
  // The checkout's amount is checked for its currency only: the price is the catalog's business.
  const checkout = await buyInWindow(page, { amount: '', currency: 'USD' });
  await payerChooses(checkout, 'Pay now (succeed)');
  await page.bringToFront();
  const result = resultView(page, 'old');
  await recheckUntil(result, 'Top up successful');

  // The relay delivers; late and repeated callback copies (sandbox chaos) must not deliver again.
  const fresh = async () =>
    (await referenceDeliveries(request)).filter(
      (d) => !before.some((b) => b.deliveryId === d.deliveryId),
    );
  await expect.poll(async () => (await fresh()).length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(8_000);
  const delivered = await fresh();
  expect(delivered).toHaveLength(1);
  expect(delivered[0]).toMatchObject({ roleId: '1001011', revoked: false });
  expect(delivered[0]!.amount).toBeGreaterThanOrEqual(300);
});

// Issue 16 "Done when": a delivery the game refuses (500) shows as failed in the console; once the
// game is back, replay delivers it exactly once, even with replay pressed twice at once. The
// E2E server parks a delivery after RELAY_MAX_ATTEMPTS=2 (playwright.config.ts).
test('joyage: a delivery the game refuses shows as failed; replayed twice at once after recovery, delivered once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const put = await staffGameGateways(request, 'PUT', '', {
    tenant,
    client_id: clientId,
    url: referenceGameUrl,
    secret: referenceGameSecret,
    retries: 0,
  });
  expect(put.code, put.msg).toBe(1);
  const before = await referenceDeliveries(request);
  await referenceOutage(request, true);
  try {
    await page.goto(tenantUrl(tenant, `/selectGoods?client_id=${clientId}&domain_area=universal`));
    await login(page, demo);
    await pickServerById(page, '1001');
    await pickRole(page, 'Kaela');
    await chooseGoods(page, '300 Diamonds');
    const info = await buyNow(page, 'old');
    await chooseMethod(page, info, { country: 'US', method: /^PingPong/ });
    const checkout = await buyInWindow(page, { amount: '', currency: 'USD' });
    await payerChooses(checkout, 'Pay now (succeed)');
    await page.bringToFront();

    const support = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 } })
    ).newPage();
    await consoleLogin(support, demoStaff.support);
    const story = async () =>
      (await consoleApi(support, 'GET', `/api/console/orders/${checkout.billingNo}`)).body.data as {
        order: { delivery_error: string | null };
        can_replay: boolean;
      } | null;
    // Two refused attempts (the second ~5–10 s after the first), then parked for support.
    await expect
      .poll(async () => (await story())?.can_replay ?? false, { timeout: 45_000 })
      .toBe(true);
    await support.goto(`${consoleOrigin}/orders/${checkout.billingNo}`);
    const page2 = support.getByTestId('order-story');
    await expect(page2.getByTestId('order-delivery-error')).toBeVisible();
    await expect(page2.getByTestId('story-delivery-attempt')).toHaveCount(2);
    await snap(support, 'console-delivery-failed');

    await referenceOutage(request, false);
    const [a, b] = await Promise.all([
      consoleApi(support, 'POST', `/api/console/orders/${checkout.billingNo}/replay`, {}),
      consoleApi(support, 'POST', `/api/console/orders/${checkout.billingNo}/replay`, {}),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([-400, 1]);
    const fresh = async () =>
      (await referenceDeliveries(request)).filter(
        (d) => !before.some((x) => x.deliveryId === d.deliveryId),
      );
    await expect.poll(async () => (await fresh()).length, { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(3_000);
    expect(await fresh()).toHaveLength(1);
    await support.reload();
    await expect(page2.getByTestId('order-status')).toHaveText('Delivered');
    await snap(support, 'console-delivery-replayed');
  } finally {
    await referenceOutage(request, false);
  }
});
