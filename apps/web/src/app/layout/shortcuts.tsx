import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../route-paths.ts';

/**
 * The old version's way to top-up, events and the VIP centre (issue 17, defect 2): it has no bottom
 * bar, and without these links a VIP brand's coupons could never be claimed. Shown only where the
 * brand has VIP or the game has events, so other old-layout brands keep their plain header.
 */
export function Shortcuts({ vip, events }: { vip: boolean; events: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (!vip && !events) return null;
  const items = [
    { to: paths.selectGoods, label: t('nav.topup') },
    ...(events ? [{ to: paths.activity, label: t('nav.events') }] : []),
    ...(vip ? [{ to: paths.userCenter, label: t('title.vip') }] : []),
  ];
  return (
    <nav className="shortcuts" aria-label={t('nav.label')}>
      {items.map((item) => (
        <NavLink key={item.to} to={{ pathname: item.to, search }} className="shortcuts__item">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
