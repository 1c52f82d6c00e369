import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { demo, login } from './support/player.ts';
import { resultView } from './support/pay-steps.ts';

// Issue 19 item 10: an order paid twice (SPEC §4 status 10) must not read as a plain success; the
// text says what the brand does with the second payment (its repeatPayment setting, handed to the
// app in the boot data). The sandbox cannot make a second provider transaction for one order, so
// getOrderInfo's answer is the one thing replaced here; the brand setting, the boot data, the
// billing_no return link and the popup/page are the real ones.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const BILLING = 'TP2611240000000010';

async function answerRepeat(page: Page): Promise<void> {
  await page.route('**/api/pay/getOrderInfo?**', (route) =>
    route.fulfill({
      json: {
        code: 1,
        msg: 'ok',
        data: {
          status: 10,
          billing_no: BILLING,
          user_name: 'demo',
          game_name: 'Voltage Arena',
          game_server_name: 'S1 Dawn',
          role_name: 'Borin',
          product_name: '300 Diamonds',
        },
      },
    }),
  );
}

test('watt (refunds): the popup says the order was paid twice and will be refunded', async ({
  page,
}) => {
  await answerRepeat(page);
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  await login(page, demo);
  await page.goto(
    tenantUrl('watt', `/?domain_area=universal&client_id=11103&billing_no=${BILLING}`),
  );
  const result = resultView(page, 'new');
  await expect(result.getByRole('status')).toHaveText('You paid twice for this order');
  await expect(result).toContainText('Your goods were delivered once.');
  await expect(result).toContainText('customer service will refund it to your payment method');
  await expect(result).not.toContainText('Top up successful');
  await expect(result).toContainText(BILLING);
});

test('ko (credits, old route set): the /result page says the value goes to the character', async ({
  page,
}) => {
  await answerRepeat(page);
  await page.goto(tenantUrl('ko', '/selectGoods?client_id=13103'));
  await login(page, demo);
  await page.goto(tenantUrl('ko', `/result?client_id=13103&billing_no=${BILLING}`));
  const result = resultView(page, 'old');
  await expect(result.getByRole('status')).toHaveText('You paid twice for this order');
  await expect(result).toContainText('customer service will credit its value to your character');
  await expect(result).not.toContainText('Top up successful');
});
