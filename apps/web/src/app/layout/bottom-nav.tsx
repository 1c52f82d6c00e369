import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../route-paths.ts';

/** Top-up, events (only when events exist) and my (SPEC §2). */
export function BottomNav({ showEvents }: { showEvents: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const items = [
    { to: paths.selectGoods, label: t('nav.topup'), icon: '◎' },
    ...(showEvents ? [{ to: paths.activity, label: t('nav.events'), icon: '★' }] : []),
    { to: paths.my, label: t('nav.my'), icon: '☺' },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {items.map((item) => (
        <NavLink key={item.to} to={{ pathname: item.to, search }} className="bottom-nav__item">
          <span className="bottom-nav__icon" aria-hidden="true">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
