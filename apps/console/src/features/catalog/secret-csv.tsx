import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/copy-button.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** "watt-gift-codes-2026-11-27-0930.csv": the brand and the local time, so batches stay apart. */
export function csvFileName(brand: string, what: string, now = new Date()): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${brand}-${what}-${date}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
}

/**
 * The CSV a batch answered: the only copy of its secrets (the server keeps hashes), offered as a
 * download and to copy, with the warning that it will not come back. It lives in this
 * component's memory only, so leaving the tab or pressing "Done" drops it for good.
 */
export function SecretCsv({
  csv,
  count,
  fileName,
  onDone,
  testId,
}: {
  csv: string;
  count: number;
  fileName: string;
  onDone(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  // An object URL holds the text until revoked: made for this CSV, revoked when it goes.
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [csv]);

  return (
    <div className="secret-box" data-testid={testId}>
      {/* Announced at once: the one thing that must not be missed on this screen. */}
      <p role="alert" data-testid={`${testId}-warning`}>
        <strong>{t('catalog.csv.shownOnce')}</strong>
      </p>
      <p>{t('catalog.csv.made', { count })}</p>
      <div className="toolbar">
        {url && (
          <a
            className="button-link"
            href={url}
            download={fileName}
            data-testid={`${testId}-download`}
          >
            {t('catalog.csv.download', { file: fileName })}
          </a>
        )}
        <CopyButton value={csv} label={t('catalog.csv.copy')} />
        <button type="button" className="secondary" onClick={onDone} data-testid={`${testId}-done`}>
          {t('catalog.csv.done')}
        </button>
      </div>
    </div>
  );
}
