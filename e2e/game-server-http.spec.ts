import { test, expect, tenantUrl } from './support/fixtures.ts';
import { buyInWindow, buyNow, chooseGoods, chooseMethod, resultView } from './support/pay-steps.ts';
import { payerChooses } from './support/pay-steps.ts';
import { demo, login, openServerPicker, pickRole, pickServerById } from './support/player.ts';
import {
  referenceGameUrl,
  referenceDeliveries,
  staffGameGateways,
} from './support/reference-game.ts';
import { referenceGameSecret } from './support/reference-game-port.ts';
import { recheckUntil } from './support/result-steps.ts';

// Issue 16 end to end: staff point a brand's game at a publisher's game server (the reference
// one) through the staff API; the player then sees that server's servers and characters, pays,
// and the game server receives the goods exactly once. joyage's Age of Joy: a game no other spec
// plays, so the demo game the others use never changes under them; the row is removed afterwards.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

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
