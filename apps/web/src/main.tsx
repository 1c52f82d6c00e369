import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import './styles/brand-look.css';
import './styles/desktop.css';
import { App } from './app/app.tsx';
import { resolveLayoutVersion } from './app/layout-version.ts';
import { createQueryClient } from './app/query-client.ts';
import { resultCodeHandlers } from './app/result-code-wiring.ts';
import { createAppRouter } from './app/router.ts';
import { adoptServerData, readServerScreen, routerReady } from './app/server-screen.ts';
import { paths } from './app/route-paths.ts';
import { lazyPages } from './app/routes/lazy-pages.ts';
import { sessionToken, sessionUser } from './features/account/session-token.ts';
import { startSession } from './features/account/start-session.ts';
import { configureApiClient } from './shared/api-client/api-client.ts';
import { registerResultCodeHandlers } from './shared/api-client/result-codes.ts';
import { loadBoot } from './shared/boot/boot.ts';
import { currentLanguage, initI18n, translate } from './shared/i18n/i18n.ts';
import { applyDeviceSplit } from './shared/theme/device-split.ts';
import { installDoubleTapGuard, isSafari } from './shared/ui/double-tap-guard.ts';
import { configureTracking, track } from './shared/tracking/track.ts';

/**
 * Lets the browser run what waits (input, paint) between two pieces of start-up work: each piece
 * its own task, none long enough to block a tap (Lighthouse's Total Blocking Time counts what a
 * task runs past 50 ms). scheduler.yield() where the browser has it.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement): Promise<void> {
  // Not in the task that evaluated every module of the first chunk.
  await yieldToMain();
  const { tenant } = await loadBoot();
  // The shop's server writes the brand's title, icon and colours into the head (page-renderer.ts):
  // only a page without them, the Vite dev server's, needs the palette's code (first-page JS).
  if (!document.querySelector('meta[name="theme-color"]')) {
    void import('./shared/theme/apply-theme.ts').then((m) => m.applyTheme(tenant));
    void import('./shared/theme/apply-look.ts').then((m) => m.applyLook(tenant));
  }
  applyDeviceSplit(tenant.mobileDesktopSplit);
  const version = resolveLayoutVersion(tenant, location.search);
  // The goods page is most players' first screen: its chunk downloads while the language does,
  // not after it (the router's lazy route then finds the module loaded; bench/lighthouse.ts).
  const { pathname } = location;
  if (pathname === paths.selectGoods || (pathname === paths.home && version === 'new')) {
    lazyPages.selectGoods().catch(() => undefined);
  }
  const screen = readServerScreen(container);
  await yieldToMain();
  const lang = await initI18n({
    defaultLanguage: tenant.defaultLanguage,
    offered: tenant.languages,
  });
  await yieldToMain();

  const queryClient = createQueryClient();
  if (screen) adoptServerData(queryClient, screen);
  await yieldToMain();
  const router = createAppRouter(version, queryClient);
  const search = () => router.state.location.search;
  configureApiClient({
    getToken: () => sessionToken(tenant, search()),
    getLanguage: currentLanguage,
  });
  configureTracking({ getUser: () => sessionUser(tenant, search())?.suid });
  registerResultCodeHandlers(resultCodeHandlers(tenant, router, queryClient));
  // Before the first render: beta mode decides which login record the page reads.
  startSession(tenant, router);

  if (isSafari(navigator.userAgent)) installDoubleTapGuard(document);
  const app = (
    <TakeOver container={container}>
      <App router={router} queryClient={queryClient} />
    </TakeOver>
  );
  // The server rendered the page for a player it knew nothing about, in its language: this page
  // hydrates it when that is who is here; a logged-in player, or one who chose another language,
  // gets the page rendered afresh over it.
  if (screen && screen.lang === lang && !sessionToken(tenant, search())) {
    await routerReady(router);
    await yieldToMain();
    // A transition: hydration yields to the browser between pieces instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  track('viewPage');
}

/** Drops the server render's mark once React owns the page (E2E waits for it: fixtures.ts). */
function TakeOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('data-ssr'), [container]);
  return children;
}

// Without a tenant there is no page to show; say so instead of leaving it blank.
async function fail(container: HTMLElement, error: unknown): Promise<void> {
  console.error(error);
  await initI18n({ defaultLanguage: 'en' }).catch(() => undefined);
  const message = document.createElement('p');
  message.className = 'boot-error';
  message.setAttribute('role', 'alert');
  message.textContent = translate(
    'error.boot',
    'The page could not be loaded. Please try again later.',
  );
  container.replaceChildren(message);
}

const container = document.getElementById('root')!;
start(container).catch((error: unknown) => void fail(container, error));
