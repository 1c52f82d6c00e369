import { expect, test, tenantUrl } from './support/fixtures.ts';
import { goodsSection } from './support/player.ts';

// Issue 17 defect 6: a network failure looked like an empty shop ('No data', a toast after ~11 s,
// no way to try again). Now the goods show an error state with a retry button as soon as the
// first attempt gets no answer, distinct from an empty list. English texts from en.json.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const goodsApi = '**/api/pay/getGoodsList?**';

test('watt: goods that cannot be loaded show an error with retry; retry loads them', async ({
  page,
}) => {
  await page.route(goodsApi, (route) => route.abort('internetdisconnected'));
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  const section = goodsSection(page);
  const error = section.getByRole('alert');
  // Quickly: well before the client's own three attempts (4 s apart) are used up.
  await expect(error).toContainText('could not be loaded', { timeout: 3_000 });
  const retry = error.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // Not the empty list's text.
  await expect(section.getByText('No data')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/defects/load-error-goods.png' });

  await page.unroute(goodsApi);
  await retry.click();
  await expect(section.getByRole('button', { name: /300 Diamonds/ })).toBeVisible();
  await expect(error).toHaveCount(0);
});

const gameListApi = '**/api/pay/getGameListV2?**';

test('ru (old layout): a game list that cannot be loaded shows an error with retry', async ({
  page,
}) => {
  await page.route(gameListApi, (route) => route.abort('internetdisconnected'));
  await page.goto(tenantUrl('ru', '/selectGame'));
  const main = page.getByRole('main');
  const error = main.getByRole('alert');
  await expect(error).toContainText('could not be loaded', { timeout: 3_000 });
  await expect(main.getByText('No data')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/defects/load-error-games.png' });

  await page.unroute(gameListApi);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('button', { name: /Northern Frontier/ })).toBeVisible();
  await expect(error).toHaveCount(0);
});
