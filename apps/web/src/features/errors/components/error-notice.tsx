import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../shared/ui/page.tsx';

type ErrorNoticeProps = { title: string; tip?: string; children?: ReactNode; homeButton?: boolean };

/** The shared shape of the special pages (SPEC §8 error pages). */
export function ErrorNotice({ title, tip, children, homeButton = false }: ErrorNoticeProps) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <div className="notice" role="alert">
        <span className="notice__icon" aria-hidden="true">
          !
        </span>
        {tip && <p className="notice__tip">{tip}</p>}
        {children}
        {homeButton && (
          <Link to="/" className="button">
            {t('common.backHome')}
          </Link>
        )}
      </div>
    </Page>
  );
}
