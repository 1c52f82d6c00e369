import { test as base, type Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 8099);

/** The local address of a brand: http://<id>.localhost:<port>, demo.<id>.localhost for its demo. */
export function tenantUrl(tenantId: string, path = '/', opts: { demo?: boolean } = {}): string {
  const host = `${opts.demo ? 'demo.' : ''}${tenantId.toLowerCase()}.localhost`;
  return `http://${host}:${port}${path}`;
}

type Fixtures = {
  openTenant: (tenantId: string, path?: string, opts?: { demo?: boolean }) => Promise<Page>;
};

/**
 * The goods page comes rendered by the server (ADR 0031) and is marked data-ssr until the app has
 * hydrated it: a click before that would reach a button with no handler yet. Every document load
 * through goto or reload waits for the app to take the page over (other pages carry no mark).
 */
async function appTookOver(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('#root[data-ssr]'))
    // The page may already be navigating elsewhere (a redirect): nothing to wait for there.
    .catch(() => undefined);
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appTookOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appTookOver(page);
      return response;
    };
    await use(page);
  },
  openTenant: async ({ page }, use) => {
    await use(async (tenantId, path = '/', opts = {}) => {
      await page.goto(tenantUrl(tenantId, path, opts));
      return page;
    });
  },
});

export { expect } from '@playwright/test';
