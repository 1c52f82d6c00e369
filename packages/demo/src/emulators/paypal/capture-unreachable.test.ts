import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { testClock } from '@topup/server/modules/orders/test-kit';
import { createInjectTransport } from '../../sandbox-gateway/inject-transport.ts';
import { emulatorTestKit } from '../emulator-test-kit.ts';

// PayPal's approval webhook makes the store capture. When that capture call cannot reach PayPal
// (an instance killed mid-call, a network cut), the webhook must not be acknowledged: PayPal sends
// it again and the next delivery captures. The multi-instance kill test found one approval
// acknowledged with its capture lost, leaving a payer's approved order never charged or delivered.

const clock = testClock();
let captureDown = false;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: clock.now,
      paymentTransport: (app) => {
        const inject = createInjectTransport(app);
        return async (url, init) => {
          if (captureDown && url.endsWith('/capture')) throw new Error('socket hang up');
          return inject(url, init);
        };
      },
    },
  );
});
afterAll(() => t.close());
const kit = emulatorTestKit(() => t);

it('an approval whose capture cannot be made is answered 503, and its redelivery captures once', async () => {
  const order = await kit.pay('pay/paypal_pay');
  const orderId = new URL(order.url).searchParams.get('token')!;
  expect((await kit.choose('paypal', orderId, 'succeed')).body).toContain('Payment approved.');

  captureDown = true;
  const first = await kit.sendNotifications();
  expect(first).toMatchObject({ sent: 0, retried: 1 });
  expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'pending' });
  expect(await t.app.emulators.store.find('paypal', orderId)).toMatchObject({
    status: 'authorized',
  });

  captureDown = false;
  clock.advance(10 * 60_000);
  expect((await kit.sendNotifications()).sent).toBe(1);
  expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'paid' });
  expect(await t.app.emulators.store.find('paypal', orderId)).toMatchObject({
    status: 'succeeded',
  });
  // The capture's own webhook, then the goods: once.
  expect((await kit.sendNotifications()).sent).toBe(1);
  expect(await kit.relay()).toMatchObject({ delivered: 1 });
  expect(await kit.deliveries(order.billingNo)).toHaveLength(1);
});
