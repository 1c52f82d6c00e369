import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useBrands } from '../features/catalog/catalog-api.ts';
import { LanguageMenu } from '../shared/language-menu.tsx';
import { useStaff } from '../shared/staff.tsx';
import { SavedNotice } from './saved-notice.tsx';
import type { Permission } from '../shared/staff-schema.ts';

export type NavArea = { path: string; permission: Permission | null };

/** The frame of every page after login: sidebar nav, brand filter, who is signed in. */
export function ShellLayout({ areas }: { areas: NavArea[] }) {
  const { t } = useTranslation();
  const { staff, can, brand, setBrand, logout } = useStaff();
  const location = useLocation();
  // Brands by name in the one brand selector, where the member may read the catalog; ids else.
  const brands = useBrands({ enabled: staff !== null && can('catalog:read') });
  const nameOf = (id: string) => brands.data?.brands.find((b) => b.id === id)?.name ?? id;
  if (!staff) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  // Links only to the sections this role can open.
  const visible = areas.filter((a) => a.permission === null || can(a.permission));
  return (
    <div className="shell">
      <aside className="shell__sidebar">
        <div className="shell__logo">{t('app.title')}</div>
        <nav aria-label={t('nav.label')}>
          <ul className="shell__nav">
            {visible.map((a) => (
              <li key={a.path}>
                <NavLink to={`/${a.path}`} data-testid={`nav-${a.path}`}>
                  {t(`nav.${a.path}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell__main">
        <header className="shell__header">
          <label className="shell__brand">
            <span>{t('shell.brand')}</span>
            <select
              value={brand}
              onChange={(e) => setBrand(e.target.value)}
              data-testid="brand-filter"
            >
              <option value="">{t('shell.allBrands')}</option>
              {staff.tenantIds.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
          </label>
          <SavedNotice />
          <LanguageMenu />
          <div className="shell__who">
            <span data-testid="staff-email">{t('shell.signedInAs', { email: staff.email })}</span>
            <span className="shell__role" data-testid="staff-role">
              {t(`shell.role.${staff.role}`, { defaultValue: staff.role })}
            </span>
            <button type="button" onClick={() => void logout()} data-testid="logout">
              {t('shell.logout')}
            </button>
          </div>
        </header>
        <main className="shell__content">
          <Suspense
            fallback={
              <p className="console-loading" role="status">
                {t('app.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
