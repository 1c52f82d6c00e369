import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app.tsx';
import { resolveLayoutVersion } from './app/layout-version.ts';
import { createQueryClient } from './app/query-client.ts';
import { resultCodeHandlers } from './app/result-code-wiring.ts';
import { createAppRouter } from './app/router.ts';
import { paths } from './app/route-paths.ts';
import { lazyPages } from './app/routes/lazy-pages.ts';
import { sessionToken, sessionUser } from './features/account/session-token.ts';
import { startSession } from './features/account/start-session.ts';
import { configureApiClient } from './shared/api-client/api-client.ts';
import { registerResultCodeHandlers } from './shared/api-client/result-codes.ts';
import { loadBoot } from './shared/boot/boot.ts';
import { currentLanguage, initI18n, translate } from './shared/i18n/i18n.ts';
import { applyTheme } from './shared/theme/apply-theme.ts';
import { applyDeviceSplit } from './shared/theme/device-split.ts';
import { installDoubleTapGuard, isSafari } from './shared/ui/double-tap-guard.ts';
import { configureTracking, track } from './shared/tracking/track.ts';

async function start(container: HTMLElement): Promise<void> {
  const { tenant } = await loadBoot();
  applyTheme({ title: tenant.title, icon: tenant.icon, brandColor: tenant.brandColor });
  applyDeviceSplit(tenant.mobileDesktopSplit);
  const version = resolveLayoutVersion(tenant, location.search);
  // The goods page is most players' first screen: its chunk downloads while the language does,
  // not after it (the router's lazy route then finds the module loaded; bench/lighthouse.ts).
  const { pathname } = location;
  if (pathname === paths.selectGoods || (pathname === paths.home && version === 'new')) {
    lazyPages.selectGoods().catch(() => undefined);
  }
  await initI18n({ defaultLanguage: tenant.defaultLanguage, offered: tenant.languages });

  const queryClient = createQueryClient();
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
  createRoot(container).render(<App router={router} queryClient={queryClient} />);
  track('viewPage');
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
