import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { socialReturnPending } from '../../features/account/social-return-keys.ts';
import { storageBlocked } from '../../features/account/storage-probe.ts';
import { useBrowserFact } from '../../shared/ssr/use-browser-fact.ts';
import { useGameContext } from '../../features/game/use-game-context.ts';
import { getBoot } from '../../shared/boot/boot.ts';
import { UserMenu } from './user-menu.tsx';
import { useHeaderVisible } from './use-header-visible.ts';

// Only a page a login provider sent the player back to needs the login-finishing code: it stays
// out of the first page's JavaScript (e2e/initial-js-budget.spec.ts).
const SocialLoginFinisher = lazy(() =>
  import('../../features/account/components/social-login-finisher.tsx').then((m) => ({
    default: m.SocialLoginFinisher,
  })),
);

// The private-mode tip (SPEC §5) loads only where storage is blocked.
const StorageWarning = lazy(() =>
  import('../../features/account/components/storage-warning.tsx').then((m) => ({
    default: m.StorageWarning,
  })),
);

// Storage does not come back during a page's life: probed once, not on every render.
let blockedAnswer: boolean | undefined;
const storageBlockedOnce = () => (blockedAnswer ??= storageBlocked());

/** Logo and login or user; `limited` (the make-up payment page, SPEC §6) leads nowhere else. */
export function Header({ limited = false }: { limited?: boolean }) {
  const { tenant } = getBoot();
  const { game, clientId } = useGameContext();
  const visible = useHeaderVisible(true);
  const blocked = useBrowserFact(storageBlockedOnce);
  const socialReturn = useBrowserFact(socialReturnPending);
  const brand = (
    <>
      <img className="header__logo" src={tenant.icon} alt="" width={32} height={32} />
      <span className="header__title" dir="auto">
        {tenant.title}
      </span>
    </>
  );
  return (
    <>
      <header role="banner" className={visible ? 'header' : 'header header--hidden'}>
        {limited ? (
          <span className="header__brand">{brand}</span>
        ) : (
          <Link to="/" className="header__brand">
            {brand}
          </Link>
        )}
        <UserMenu gpId={game.gpId} clientId={clientId} />
      </header>
      {blocked && (
        <Suspense fallback={null}>
          <StorageWarning />
        </Suspense>
      )}
      {socialReturn && (
        <Suspense fallback={null}>
          <SocialLoginFinisher />
        </Suspense>
      )}
    </>
  );
}
