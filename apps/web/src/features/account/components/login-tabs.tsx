import { useTranslation } from 'react-i18next';
import type { LoginMode } from '../api/login-api.ts';

const modes: readonly LoginMode[] = ['account', 'card'];

type LoginTabsProps = { mode: LoginMode; panelId: string; onChange(mode: LoginMode): void };

/** Account login or card number login (SPEC §2). */
export function LoginTabs({ mode, panelId, onChange }: LoginTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="login-tabs" role="tablist" aria-label={t('login.modes')}>
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          className="login-tabs__tab"
          aria-selected={m === mode}
          aria-controls={panelId}
          onClick={() => onChange(m)}
        >
          {t(m === 'card' ? 'login.tabCard' : 'login.tabAccount')}
        </button>
      ))}
    </div>
  );
}
