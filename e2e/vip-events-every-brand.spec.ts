import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { entryOf, eventsAnnounced, text } from './support/screens.ts';

// Issue 17 defect 2, on every brand: where the brand has VIP (tenant config) or its game announces
// events (page config), the VIP centre and the events are reached from the goods page with either
// route set (?layout=old|new): on the old one through the links under the header, on the new one
// through the bottom bar (the VIP centre through My). Before, /userCenter, /my and /activity were
// 404 on the old route set. Texts from the app's own dictionaries (apps/web/src/locales).

test.use({ viewport: { width: 390, height: 844 } });

const tenants = loadTenants();

for (const tenant of tenants) {
  for (const layout of ['old', 'new'] as const) {
    test(`${tenant.id} (${layout} route set): VIP centre and events are reachable`, async ({
      page,
      request,
    }) => {
      const lang = tenant.defaultLanguage;
      const { clientId, area } = entryOf(tenant);
      const query = `?client_id=${clientId}&domain_area=${area}`;
      const events = await eventsAnnounced(request, tenant.id, clientId, area);
      test.skip(!tenant.vip && !events, 'neither VIP nor events on this brand');

      const goods = tenantUrl(tenant.id, `/selectGoods${query}&layout=${layout}&spec_lang=${lang}`);
      await page.goto(goods);
      await expect(page.getByRole('region', { name: text(lang, 'goods.title') })).toBeVisible();
      const nav = page.getByRole('navigation', { name: text(lang, 'nav.label') });
      const main = page.getByRole('main');

      if (tenant.vip) {
        if (layout === 'old') {
          await nav.getByRole('link', { name: text(lang, 'title.vip') }).click();
        } else {
          await nav.getByRole('link', { name: text(lang, 'nav.my') }).click();
          await expect(page).toHaveURL(/\/my\?/);
          await main.getByRole('link', { name: text(lang, 'title.vip') }).click();
        }
        await expect(page).toHaveURL(/\/userCenter\?.*client_id=/);
        await expect(main.getByRole('region', { name: text(lang, 'title.vip') })).toBeVisible();
        await page.goto(goods);
      }

      if (events) {
        await nav.getByRole('link', { name: text(lang, 'nav.events') }).click();
        await expect(page).toHaveURL(/\/activity\?.*client_id=/);
        await expect(main.getByRole('region', { name: text(lang, 'title.event') })).toBeVisible();
      } else {
        await expect(nav.getByRole('link', { name: text(lang, 'nav.events') })).toHaveCount(0);
      }
    });
  }
}
