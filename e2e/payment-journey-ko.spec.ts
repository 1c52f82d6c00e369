import { test, expect } from './support/fixtures.ts';
import { expectDeliveredOnce, expectNothingDelivered } from './support/demo-game.ts';
import { buyInWindow, payerChooses } from './support/pay-steps.ts';
import { expectOrderFacts, expectPending, recheckUntil, snap } from './support/result-steps.ts';
import { ko, shopFor } from './support/shop.ts';

// Issue 4 "Done when" on ko: the old route set (/selectGame → /selectGoods → /recharge →
// /result), KRW, the Korean methods of KR (kr_pay endpoints; in English, so without the Korean
// payment script). One character each (demo's three on Black Moon Online); callbacks with chaos.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('ko (old route set, ₩): 웰컴페이먼츠 → 신용카드 paid in the window: /result success, the goods once', async ({
  page,
  request,
}) => {
  const goods = '300 Diamonds';
  const shop = await shopFor(page, request, ko, { server: '1001', role: 'Borin', goods });
  expect(shop.purchase.goods.currency).toBe('KRW');
  await shop.choose(/^웰컴페이먼츠/, { popup: '웰컴페이먼츠', name: '신용카드' });
  await snap(page, 'ko-recharge');

  const checkout = await buyInWindow(page, shop.price);
  await snap(checkout.window, 'ko-checkout');
  // Paying goes on to the result step, which marks its origin with the order.
  await expect(page).toHaveURL(new RegExp(`/result\\?billing_no=${checkout.billingNo}\\b`));
  await expectPending(shop.result);
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  await recheckUntil(shop.result, 'Top up successful');
  await expectOrderFacts(shop.result, { billingNo: checkout.billingNo, goods, role: 'Borin' });
  await snap(page, 'ko-result-success');
  await expectDeliveredOnce(request, shop.purchase, checkout.billingNo, paidAt);
});

test('ko: 카카오페이 declined: /result fail, nothing delivered, "Change recharge way" goes back to /recharge', async ({
  page,
  request,
}) => {
  const goods = '680 Diamonds';
  const shop = await shopFor(page, request, ko, { server: '1002', role: 'Cyra', goods });
  await shop.choose(/^카카오페이/);
  const checkout = await buyInWindow(page, shop.price);
  await payerChooses(checkout, 'Decline');
  await recheckUntil(shop.result, 'Top up failed');
  await expectOrderFacts(shop.result, { billingNo: checkout.billingNo, goods, role: 'Cyra' });
  await expectNothingDelivered(request, shop.purchase);

  await shop.result.getByRole('button', { name: 'Change recharge way' }).click();
  await expect(page).toHaveURL(/\/recharge\b/);
  await expect(shop.info).toBeVisible();
  await expect(shop.info.getByRole('button', { name: /^카카오페이/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('ko: 네이버페이 left pending: the hints; back to the checkout, paid, back to the shop (NaverPay approves): success once', async ({
  page,
  request,
}) => {
  const goods = '1280 Diamonds';
  const shop = await shopFor(page, request, ko, { server: '1003', role: 'Dax', goods });
  await shop.choose(/^네이버페이$/);
  const checkout = await buyInWindow(page, shop.price);
  // NaverPay's own page for the reservation (its emulator's, beside its 결제형 API).
  expect(checkout.window.url()).toMatch(/\/emulator\/naverpay\/checkout\/\d{8}NR\d{10}$/);
  await payerChooses(checkout, 'Pay later (leave pending)');
  await expectPending(shop.result);
  await snap(page, 'ko-result-pending');

  await checkout.window.getByRole('link', { name: 'Back to the checkout' }).click();
  await expect(checkout.window.getByRole('status')).toHaveText(/This payment is pending/);
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  // Nothing is charged until the shop approves the paymentId NaverPay sends the payer back with.
  const back = checkout.window.getByRole('link', { name: /^Return to / });
  await expect(back).toHaveAttribute(
    'href',
    new RegExp(
      `/pay/return/naverpay/${checkout.billingNo}\\?resultCode=Success&paymentId=\\d{8}NP\\d{10}$`,
    ),
  );
  await back.click();
  await recheckUntil(shop.result, 'Top up successful');
  await expectOrderFacts(shop.result, { billingNo: checkout.billingNo, goods, role: 'Dax' });
  await expectDeliveredOnce(request, shop.purchase, checkout.billingNo, paidAt);
});
