import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../shared/staff.tsx';
import type { Permission } from '../shared/staff-schema.ts';

/** Renders children only for roles with `permission` (null: every staff member). */
export function Allowed({
  permission,
  children,
}: {
  permission: Permission | null;
  children: ReactNode;
}) {
  const { can } = useStaff();
  if (permission !== null && !can(permission)) return <NotAllowed />;
  return children;
}

/** What a role sees on a page it may not open; the server refuses the API calls (-403) anyway. */
export function NotAllowed() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const role = staff ? t(`shell.role.${staff.role}`, { defaultValue: staff.role }) : '';
  return (
    <section className="console-page console-not-allowed" data-testid="not-allowed" role="alert">
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.body', { role })}</p>
    </section>
  );
}
