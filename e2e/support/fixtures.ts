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

export const test = base.extend<Fixtures>({
  openTenant: async ({ page }, use) => {
    await use(async (tenantId, path = '/', opts = {}) => {
      await page.goto(tenantUrl(tenantId, path, opts));
      return page;
    });
  },
});

export { expect } from '@playwright/test';
