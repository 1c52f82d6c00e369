import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useLoginOpen } from '../../shared/session/session-store.ts';
import { hasEvents, usePageConfig } from '../../features/config/api/get-page-config.ts';
import { useGameContext } from '../../features/game/use-game-context.ts';
import { getBoot } from '../../shared/boot/boot.ts';
import { ToastViewport } from '../../shared/ui/toast-viewport.tsx';
import type { LayoutVersion } from '../layout-version.ts';
import { BottomNav } from './bottom-nav.tsx';
import { chromeFor, limitedHeaderOn } from './chrome.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Shortcuts } from './shortcuts.tsx';
import { StepBar } from './step-bar.tsx';
import { usePageConfigEffects } from './use-page-config-effects.ts';

const LoginSheet = lazy(() =>
  import('../../features/account/components/login-sheet.tsx').then((m) => ({
    default: m.LoginSheet,
  })),
);

function useLayoutVersion(): LayoutVersion {
  const root = useMatches()[0];
  return (root?.handle as { version?: LayoutVersion } | undefined)?.version ?? 'new';
}

/** The frame around every screen (SPEC §2 layout). */
export function AppLayout() {
  const { pathname } = useLocation();
  const { area, sdk } = useGameContext();
  const version = useLayoutVersion();
  const config = usePageConfig();
  const languages = usePageConfigEffects(config.data);
  const loginOpen = useLoginOpen();
  const chrome = chromeFor(pathname, version, sdk);
  // The make-up payment page has its own header and login (features/replenish).
  const limited = limitedHeaderOn(pathname, sdk);

  return (
    <div className={chrome.bottomNav ? 'app app--with-nav' : 'app'}>
      {(chrome.header || limited) && <Header limited={limited} />}
      {/* Right after the header: a phone shows it as the bottom tab bar, a desktop inside the
          header as its top navigation (styles/desktop.css), first in the keyboard order on both. */}
      {chrome.bottomNav && <BottomNav showEvents={hasEvents(config.data)} />}
      {chrome.shortcuts && !limited && (
        <Shortcuts vip={getBoot().tenant.vip} events={hasEvents(config.data)} />
      )}
      {chrome.steps && <StepBar pathname={pathname} />}
      <main className="main">
        <Outlet />
      </main>
      <Footer area={area} languages={languages} />
      <ToastViewport />
      {/* A screen opens at its top (the old route set's /recharge opened as far down as the goods
          page had been scrolled to 'Buy now'); back and forward return to where it was. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      {loginOpen && !sdk && !limited && (
        <Suspense fallback={null}>
          <LoginSheet />
        </Suspense>
      )}
    </div>
  );
}
