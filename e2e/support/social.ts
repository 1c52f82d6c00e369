import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { LoginMethod } from '@topup/contracts/auth';
// The local provider's subject for a name, as its pick page makes it (read, not re-invented).
import { subjectOf } from '../../packages/demo/src/demo-idp/people.ts';
import { header, loginDialog, storedUsers } from './player.ts';

// Third-party login as the player does it (README "Third-party login"): a provider button of the
// login popup, the local identity provider's sign-in page (packages/demo/src/demo-idp/pick-page.ts)
// instead of Google's, Apple's or VK's, and back to the shop. English texts from
// apps/web/src/locales/en.json ('login').

/** The button's name in the popup (methodBrands) and the title of the provider's page. */
export const providers = {
  Google: 'Google',
  Apple: 'Apple',
  Facebook: 'Facebook',
  VK: 'VK ID',
  'X (Twitter)': 'X',
} as const;
export type Provider = keyof typeof providers;

export const LOG_FAIL = 'Login failed. Please try again.';

/** A document request of the main frame to the shop itself (not the provider, not the return page). */
function shopDocument(page: Page, r: Request): boolean {
  if (!r.isNavigationRequest() || r.frame() !== page.mainFrame()) return false;
  const path = new URL(r.url()).pathname;
  return !path.startsWith('/demo-idp/') && path !== '/oauth-return.html';
}

/**
 * Resolves once the page that finishes the login has reloaded (SPEC §4: a login reloads the
 * page): the second shop document after the provider's page. The first is the page the return
 * page sends the player back to, which finishes the login.
 */
function reloadedAfterReturn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = (r: Request) => {
      if (!shopDocument(page, r) || ++seen < 2) return;
      page.off('request', onRequest);
      // The document before it was loaded long ago (it made the finishing call).
      page.once('domcontentloaded', () => resolve());
    };
    page.on('request', onRequest);
  });
}

/** From the header's 'Log in', taps a provider: the provider's sign-in page opens. */
export async function openProvider(page: Page, provider: Provider): Promise<void> {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page).toHaveURL(/\/demo-idp\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Sign in with ${providers[provider]}`,
  );
}

/** On the provider's page: signs in as `person` (a listed one, or typed in). */
export async function signInAs(page: Page, person: string): Promise<void> {
  const listed = page.getByRole('button', { name: `Continue as ${person}` });
  if (await listed.count()) {
    await listed.click();
    return;
  }
  await page.getByLabel('Another identity').fill(person);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * Logs in with `provider` as `person` and waits until the shop has finished the login and
 * reloaded: the header names the player. Answers the stored login of the game product.
 */
export async function socialLogin(
  page: Page,
  provider: Provider,
  person: string,
  shownAs: string | RegExp = person,
): Promise<{ suid: string; gpId: string; username: string }> {
  await openProvider(page, provider);
  const reloaded = reloadedAfterReturn(page);
  const finished = page.waitForResponse((r) =>
    /^\/(util\/login|api\/ingame)\/\w+_auth$/.test(new URL(r.url()).pathname),
  );
  await signInAs(page, person);
  // Its answer is not read: the old route set reloads at once, taking the body with it.
  expect((await finished).ok()).toBe(true);
  await reloaded;
  await expect(toasts(page)).not.toContainText(LOG_FAIL);
  const [[gpId, user] = []] = Object.entries(await storedUsers(page));
  if (!gpId || !user) throw new Error('no login stored');
  expect(user.username).toMatch(typeof shownAs === 'string' ? new RegExp(`^${shownAs}$`) : shownAs);
  await expect(header(page)).toContainText(user.username);
  return { suid: (user as unknown as { suid: string }).suid, gpId, username: user.username };
}

/** Logs out from the header (it asks first). */
export async function logOutFromHeader(page: Page): Promise<void> {
  const confirm = page.getByRole('alertdialog', { name: 'Log out' });
  // On a loaded machine the page can still be settling (the route's redirect re-renders the
  // header) when the button is first pressed, and that press opens nothing: press again, as a
  // player would, until the question shows (seen once in 212 runs under a load of 15).
  await expect(async () => {
    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expect(confirm).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** The toast area (role status, 'Notifications'). */
export function toasts(page: Page): Locator {
  return page.getByRole('status', { name: 'Notifications' });
}

/**
 * The username of the game account a local-provider identity made at its first login
 * (modules/identity/links.ts): what support names the account by at the staff endpoint.
 */
export function demoIdentityUsername(method: LoginMethod, gpId: number, person: string): string {
  return `${method}:${gpId}:${subjectOf(method, person)}`.toLowerCase();
}
