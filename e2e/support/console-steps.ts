import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/console/totp.ts';
import { port } from './fixtures.ts';
import type { Envelope } from './tenant-api.ts';

// The publisher console (issue 16) as staff use it: its own host, password + authenticator code.

export const consoleOrigin = `http://console.localhost:${port}`;
export const DEMO_STAFF_PASSWORD = 'console-demo-1';

/** The demo staff of README "Publisher console" and their TOTP secrets. */
export const demoStaff = {
  owner: { email: 'owner@topup.demo', secret: 'OWNERTOPUPDEMO22' },
  operator: { email: 'operator@topup.demo', secret: 'OPERATORTOPUP234' },
  support: { email: 'support@topup.demo', secret: 'SUPPORTTOPUPDEM2' },
  analyst: { email: 'analyst@topup.demo', secret: 'ANALYSTTOPUPDEM2' },
  supportWatt: { email: 'support.watt@topup.demo', secret: 'SUPPORTWATTDEMO2' },
} as const;
export type DemoStaff = (typeof demoStaff)[keyof typeof demoStaff];

const step = (at: Date) => Math.floor(at.getTime() / 30_000);
// One claim file per member and 30 s step, shared by every worker of this run (the port names
// the run): the first to create it uses that step's code, the others wait for the next one.
const claims = join(tmpdir(), `topup-e2e-totp-${port}`);
mkdirSync(claims, { recursive: true });

/** Claims this member's current code for us alone (openSync 'wx' fails if another took it). */
function claimStep(email: string, at: Date): boolean {
  try {
    closeSync(openSync(join(claims, `${email}-${step(at)}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

// The session cookies of each member's last login in this run, shared by the workers like the
// claims: a member signs in through the login page once, and later tests carry on in that session
// as a person keeps their browser's session, instead of waiting up to 30 s for the next code.
const sessionFile = (email: string) => join(claims, `${email}.session.json`);

/** Carries on in the member's saved session; false (cookies cleared) when there is none or it ended. */
async function resumeSession(page: Page, who: DemoStaff): Promise<boolean> {
  let cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  try {
    cookies = JSON.parse(readFileSync(sessionFile(who.email), 'utf8')) as typeof cookies;
  } catch {
    return false;
  }
  await page.context().addCookies(cookies);
  await page.goto(`${consoleOrigin}/`);
  const signedIn = page.getByText(who.email).first();
  await expect(signedIn.or(page.getByTestId('login-submit'))).toBeVisible();
  if ((await signedIn.isVisible()) && !/\/login/.test(page.url())) return true;
  // Logged out since (a spec's logout), or expired: sign in through the page.
  await page.context().clearCookies();
  return false;
}

/**
 * Signs in: in the member's session from an earlier login of this run if it is still open, else
 * through the login page. A code is good once (RFC 6238 §5.2), so a second login of the same member
 * in one 30 s step, from this worker or another, waits for the next code, as a person would.
 */
export async function consoleLogin(
  page: Page,
  who: DemoStaff,
  // A test that logs out takes a session of its own, so it never ends one another test is in.
  { ownSession = false }: { ownSession?: boolean } = {},
): Promise<void> {
  if (!ownSession && (await resumeSession(page, who))) return;
  let at = new Date();
  while (!claimStep(who.email, at)) {
    const wait = 30_000 - (Date.now() % 30_000) + 500;
    // Waiting for the next code is the authenticator's clock, not the test's work: the test gets
    // that time on top of its own (several console specs log the same member in at once).
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
    at = new Date();
  }
  await page.goto(`${consoleOrigin}/login`);
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(DEMO_STAFF_PASSWORD);
  await page.getByTestId('login-code').fill(totpCode(who.secret, at));
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(who.email).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  if (ownSession) return;
  const file = sessionFile(who.email);
  writeFileSync(
    `${file}.${process.pid}`,
    JSON.stringify(await page.context().cookies(consoleOrigin)),
  );
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * A console API call made by the console page itself (fetch in the page: its session cookie and
 * CSRF token, as the app sends them). The page must be on the console origin.
 */
export async function consoleApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: Envelope<unknown> }> {
  return page.evaluate(
    async ({ method, path, data }) => {
      const me = await fetch('/api/console/me');
      const csrf = ((await me.json()) as { data?: { csrfToken?: string } }).data?.csrfToken ?? '';
      const res = await fetch(path, {
        method,
        headers: {
          'x-csrf-token': csrf,
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(data === undefined ? {} : { body: JSON.stringify(data) }),
      });
      return { status: res.status, body: (await res.json()) as Envelope<unknown> };
    },
    { method, path, data },
  );
}

/** A console API call with an API token (scripts' way in). */
export async function consoleTokenApi(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: Envelope<unknown> }> {
  // Node does not resolve *.localhost: 127.0.0.1 with the console's Host header.
  const res = await request.fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, host: `console.localhost:${port}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: (await res.json()) as Envelope<unknown> };
}
