import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import type { LoginMode } from '../api/login-api.ts';
import { closeLogin } from '../../../shared/session/session-store.ts';
import { Agreements } from './agreements.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginTabs } from './login-tabs.tsx';
import { OtherMethods } from './other-methods.tsx';
import { PlayerIdLink } from '../player-id-link/player-id-link.tsx';
import './login.css';

/** The login popup (SPEC §2, §4, §5): account or card login, other methods, agreements. */
export function LoginSheet() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('account');
  const panelId = useId();
  return (
    <BottomSheet open title={t('login.title')} onClose={closeLogin}>
      <div className="login">
        <LoginTabs mode={mode} panelId={panelId} onChange={setMode} />
        <p className="login__hint">{t('login.matchHint')}</p>
        {/* Keyed by mode: switching starts from empty fields, never a half-typed card number. */}
        <LoginForm key={mode} mode={mode} panelId={panelId} />
        <OtherMethods />
        <PlayerIdLink />
        <Agreements />
      </div>
    </BottomSheet>
  );
}
