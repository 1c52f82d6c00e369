import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { demoRole, type Purchase } from './demo-game.ts';
import { port } from './fixtures.ts';

// The providers' emulators as a merchant uses them (issue 14): the console at /emulator lists the
// emulated payments; a payment's page refunds it, and the refund reaches the shop as that
// provider's own notification. Texts from packages/demo/src/emulators/kit/pages.ts.

/** The emulators' pages answer on the store's own address (PAYMENT_SANDBOX_URL in E2E). */
export const emulatorOrigin = `http://127.0.0.1:${port}`;

/** Opens the console in a new tab and follows the link of the order's payment. */
export async function openConsolePayment(
  context: BrowserContext,
  provider: string,
  billingNo: string,
): Promise<Page> {
  const console = await context.newPage();
  await console.goto(`${emulatorOrigin}/emulator`);
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('Payment emulators');
  await console.getByRole('link', { name: new RegExp(` · ${billingNo} · `) }).click();
  await expect(console).toHaveURL(new RegExp(`/emulator/${provider}/payments/\\w+$`));
  return console;
}

/** The console's full refund: the payment shows it refunded, the notification is on its way. */
export async function refundInFull(console: Page): Promise<void> {
  await console.getByRole('button', { name: /^Refund .* \(full\)$/ }).click();
  await expect(console.getByRole('status')).toHaveText('Refund sent.');
  await expect(console.getByRole('button', { name: /^Refund / })).toHaveCount(0);
}

/** The game took the order's goods back once: the delivery revoked, the balance as before it. */
export async function expectRevoked(
  request: APIRequestContext,
  purchase: Purchase,
  billingNo: string,
): Promise<void> {
  const delivery = async () =>
    (await demoRole(request, purchase)).deliveries.find((d) => d.delivery_id === billingNo);
  await expect
    .poll(async () => (await delivery())?.revoked_at ?? null, {
      timeout: 20_000,
      message: 'revoked in the demo game',
    })
    .not.toBeNull();
  expect((await delivery())?.revoke_reason).toBe('refund');
  const role = await demoRole(request, purchase);
  expect(role.balance, 'the goods taken back, once').toBe(purchase.before.balance);
}
