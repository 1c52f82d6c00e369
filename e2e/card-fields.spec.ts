import { expect, test, tenantUrl } from './support/fixtures.ts';
import { buyNow, chooseGoods } from './support/pay-steps.ts';
import { demo, login, pickServerById } from './support/player.ts';
import { pickFirstCharacter } from './support/screens.ts';

// Issue 17 defect 5: choosing 'Prepaid card' (acenet, new layout: the last item after the
// methods) opened the card fields below the fold (input at y≈905 on an 844 px screen) and the
// sheet did not scroll to them. Now the card number is scrolled into view and focused.

const viewport = { width: 390, height: 844 };
test.use({ viewport, locale: 'en-US' });

test('acenet: card mode brings the card number into view and focuses it', async ({ page }) => {
  await page.goto(tenantUrl('acenet', '/?domain_area=universal&client_id=19103'));
  await login(page, demo);
  await pickServerById(page, '1001');
  await pickFirstCharacter(page);
  await chooseGoods(page, '60 Diamonds');
  const info = await buyNow(page, 'new');
  await info.getByRole('button', { name: /^Prepaid card/ }).click();
  const number = info.getByLabel('Card number');
  await expect(number).toBeFocused();
  // Inside the screen as a whole (not only inside the sheet's own scroll box).
  await expect
    .poll(async () => {
      const box = (await number.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= viewport.height;
    })
    .toBe(true);
  await expect(number).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'e2e/screenshots/defects/card-fields-acenet.png' });
});
