import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageBlocked } from '../storage-probe.ts';
import './account.css';

// Dismissal lasts for the tab's session. With storage blocked sessionStorage usually fails too;
// then it lasts for the page life, which is the best the browser allows.
const DISMISSED_KEY = 'topupStorageTipDismissed';
let dismissedInMemory = false;

function dismissed(): boolean {
  if (dismissedInMemory) return true;
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function dismiss(): void {
  dismissedInMemory = true;
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // remembered in memory only
  }
}

/** SPEC §5: private mode or blocked cookies lose the login; say how to fix it. */
export function StorageWarning() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !dismissed() && storageBlocked());
  if (!open) return null;
  return (
    <div className="env-tip" role="alert">
      <p className="env-tip__text">{t('login.storageBlocked')}</p>
      <button
        type="button"
        className="icon-button env-tip__close"
        aria-label={t('common.close')}
        onClick={() => {
          dismiss();
          setOpen(false);
        }}
      >
        ×
      </button>
    </div>
  );
}
