import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, shareableUrl } from '../environment.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** SPEC §5: this browser cannot do third-party login; copy the address and open another one. */
export function InAppBrowserTip() {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const url = shareableUrl();
  const copy = async () => setState((await copyText(url)) ? 'copied' : 'failed');
  return (
    <div className="login-tip" role="alert">
      <p>{t('login.inAppTip')}</p>
      <div className="login-tip__copy">
        <input
          className="field__input"
          readOnly
          value={url}
          aria-label={t('login.pageAddress')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {t('login.copyLink')}
        </button>
      </div>
      {state !== 'idle' && (
        <p className="login-tip__status" role="status">
          {t(state === 'copied' ? 'login.copied' : 'login.copyFailed')}
        </p>
      )}
    </div>
  );
}
