import { Link } from 'react-router';
import { StorageWarning } from '../../features/account/components/storage-warning.tsx';
import { useGameContext } from '../../features/game/use-game-context.ts';
import { getBoot } from '../../shared/boot/boot.ts';
import { UserMenu } from './user-menu.tsx';
import { useHeaderVisible } from './use-header-visible.ts';

export function Header() {
  const { tenant } = getBoot();
  const { game, clientId } = useGameContext();
  const visible = useHeaderVisible(true);
  return (
    <>
      <header role="banner" className={visible ? 'header' : 'header header--hidden'}>
        <Link to="/" className="header__brand">
          <img className="header__logo" src={tenant.icon} alt="" width={32} height={32} />
          <span className="header__title" dir="auto">
            {tenant.title}
          </span>
        </Link>
        <UserMenu gpId={game.gpId} clientId={clientId} />
      </header>
      <StorageWarning />
    </>
  );
}
