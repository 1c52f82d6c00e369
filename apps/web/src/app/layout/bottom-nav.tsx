import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/icon.tsx';
import { paths } from '../route-paths.ts';

/** Top-up, events (only when events exist) and my (SPEC §2). */
export function BottomNav({ showEvents }: { showEvents: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const items: { to: string; label: string; icon: IconName }[] = [
    { to: paths.selectGoods, label: t('nav.topup'), icon: 'topup' },
    ...(showEvents
      ? [{ to: paths.activity, label: t('nav.events'), icon: 'events' as const }]
      : []),
    { to: paths.my, label: t('nav.my'), icon: 'my' },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {items.map((item) => (
        <NavLink key={item.to} to={{ pathname: item.to, search }} className="bottom-nav__item">
          <Icon name={item.icon} className="bottom-nav__icon" />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
