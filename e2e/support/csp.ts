import type { BrowserContext } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';

// Every Content-Security-Policy violation in any page or window of the test's browser context:
// the page's own `securitypolicyviolation` events (recorded through a binding, so a reload or a
// new window loses none) and Chromium's console lines about refused loads.

export type Violation = {
  source: 'event' | 'console';
  page: string;
  directive?: string;
  blocked?: string;
  text?: string;
};

const consoleRefusal =
  /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i;

async function watchViolations(context: BrowserContext, found: Violation[]): Promise<void> {
  await context.exposeBinding('__cspViolation', ({ page }, v: Omit<Violation, 'source'>) => {
    found.push({ source: 'event', ...v, page: v.page || page?.url() || '' });
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspViolation(v: unknown): void }).__cspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        report({
          page: location.href,
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          text: e.sample,
        }),
      true,
    );
  });
  context.on('console', (msg) => {
    if (consoleRefusal.test(msg.text())) {
      found.push({ source: 'console', page: msg.page()?.url() ?? '', text: msg.text() });
    }
  });
}

/** The app's fixtures plus `cspViolations`: the test fails if any violation was seen. */
export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const found: Violation[] = [];
      await watchViolations(context, found);
      await use(found);
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
