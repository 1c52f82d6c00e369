import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useStaff } from '../shared/staff.tsx';
import type { NavArea } from './shell-layout.tsx';

/** "/" opens the first section the role may use; with none (only API tokens), a welcome text. */
export function Home({ areas }: { areas: NavArea[] }) {
  const { t } = useTranslation();
  const { staff, can } = useStaff();
  // API tokens are open to everyone but are no landing page; prefer a real section.
  const landing = areas.find((a) => a.permission !== null && can(a.permission));
  if (landing) return <Navigate to={`/${landing.path}`} replace />;
  return (
    <section className="console-page" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t('shell.welcome', { email: staff?.email ?? '' })}</h1>
      <p>{t('shell.welcomeHint')}</p>
    </section>
  );
}
