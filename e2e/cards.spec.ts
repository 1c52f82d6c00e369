import { test, expect, tenantUrl } from './support/fixtures.ts';
import { demoRole } from './support/demo-game.ts';
import {
  buyNow,
  chooseGoods,
  closeRechargeInfo,
  rechargeInfo,
  resultView,
} from './support/pay-steps.ts';
import { demo, factValue, login, pickRole, pickServerById } from './support/player.ts';
import { expectOrderFacts, resultStatus, snap } from './support/result-steps.ts';

// Issue 6 "Done when" (prepaid and gift cards) on acenet (new layout, USD; no other journey uses
// it). The card and the gift code are the ones the seed reserves for this test (README): card
// 9900090007 / pin1234 (USD 4.99 = 300 + 30) and GIFT-DEMO-0005 (USD 10.00 = 606 at the base rate
// of 60 diamonds for 0.99). Everything is credited to demo's Cyra on S2 (1002).

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const CARD = { number: '9900090007', password: 'pin1234' };
const cyra = { tenantId: 'acenet', clientId: '19103', roleId: '1002011' };

test('acenet: a prepaid card redeems once and credits the role; a gift card redeems too', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('acenet', '/?domain_area=universal&client_id=19103'));
  await login(page, demo);
  await pickServerById(page, '1002');
  await pickRole(page, 'Cyra');
  // Channel gifts show on the goods they come with, and beside the methods once picked.
  const bigPack = page.getByRole('button', { name: /6480 Diamonds/ });
  await expect(bigPack).toContainText('Treasure chest ×1');
  await bigPack.scrollIntoViewIfNeeded();
  await snap(page, 'cards-third-gift');
  await chooseGoods(page, '6480 Diamonds');
  const sheet = rechargeInfo(page, 'new');
  await expect(sheet.getByRole('region', { name: 'Gifts from payment channels' })).toContainText(
    'with Razer Gold',
  );
  await snap(page, 'cards-third-gift-detail');
  await closeRechargeInfo(page);

  await chooseGoods(page, '60 Diamonds');
  const before = await demoRole(request, cyra);

  // Card mode: the last item of the methods; price hidden, 'Exchange' waits for both fields.
  const info = await buyNow(page, 'new');
  await info.getByRole('button', { name: /^Prepaid card/ }).click();
  const exchange = page.getByRole('button', { name: 'Exchange', exact: true });
  await expect(exchange).toBeDisabled();
  await expect(info.locator('.price-area')).toHaveCount(0);
  await info.getByLabel('Card number').fill(CARD.number);
  await expect(exchange).toBeDisabled();
  const password = info.getByLabel('Card password');
  await password.fill(CARD.password);
  await expect(password).toHaveAttribute('type', 'password');
  await info.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(exchange).toBeEnabled();
  await snap(page, 'cards-sheet');

  // Enter checks the card; the confirm says what it is worth.
  await password.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Confirm recharge' });
  await expect(confirm).toContainText('$4.99');
  await expect(confirm).toContainText('300 + 30 bonus');
  await expect(confirm).toContainText('Cyra');
  await snap(page, 'cards-confirm');
  await confirm.getByRole('button', { name: 'Exchange' }).click();

  const result = resultView(page, 'new');
  await expect(resultStatus(result, 'Top up successful')).toBeVisible({ timeout: 15_000 });
  const billingNo = (await factValue(result, 'Billing number').textContent())!;
  await expectOrderFacts(result, { billingNo, goods: '330 Diamonds', role: 'Cyra' });
  await snap(page, 'cards-result');
  await expect
    .poll(async () => (await demoRole(request, cyra)).balance, { timeout: 15_000 })
    .toBe(before.balance + 330);
  const afterCard = await demoRole(request, cyra);
  expect(afterCard.deliveries.filter((d) => d.delivery_id === billingNo)).toEqual([
    expect.objectContaining({ amount: 330, source: 'card' }),
  ]);
  await result.getByRole('button', { name: 'Recharge done' }).click();
  await expect(result).toBeHidden();

  // The same card again: the sheet reopens in card mode and the server says it is used.
  const again = await buyNow(page, 'new');
  await expect(again.getByRole('button', { name: /^Prepaid card/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await again.getByLabel('Card number').fill(CARD.number);
  await again.getByLabel('Card password').fill('wrong-pin');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(again.getByRole('alert')).toHaveText('Incorrect card number or password');
  await again.getByLabel('Card password').fill(CARD.password);
  await again.getByLabel('Card password').press('Enter');
  await expect(again.getByRole('alert')).toHaveText('This card has already been used');
  await expect(page.getByRole('alertdialog', { name: 'Confirm recharge' })).toHaveCount(0);
  await snap(page, 'cards-used');
  expect((await demoRole(request, cyra)).balance).toBe(before.balance + 330);
  await closeRechargeInfo(page);

  // A gift card for the same character.
  await page.getByRole('button', { name: 'Redeem gift card' }).click();
  const gift = page.getByRole('dialog', { name: 'Redeem a gift card' });
  await expect(gift).toContainText('Cyra');
  await gift.getByLabel('Gift card code').fill('gift-demo-0005');
  await snap(page, 'cards-gift');
  await gift.getByRole('button', { name: 'Redeem' }).click();
  await expect(gift).toBeHidden();
  await expect(resultStatus(result, 'Top up successful')).toBeVisible({ timeout: 15_000 });
  await expectOrderFacts(result, {
    billingNo: (await factValue(result, 'Billing number').textContent())!,
    goods: '606 Diamonds',
    role: 'Cyra',
  });
  await expect
    .poll(async () => (await demoRole(request, cyra)).balance, { timeout: 15_000 })
    .toBe(before.balance + 330 + 606);
  await snap(page, 'cards-gift-result');
});
