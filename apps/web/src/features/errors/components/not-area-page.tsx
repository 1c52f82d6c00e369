import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { ErrorNotice } from './error-notice.tsx';

// Reached when the server answers -3014 (wrong domain) or the page's area cannot be resolved
// (SPEC §4). Besides SPEC's two explanations it lets the player pick one of the brand's regions,
// so a bare visit to a multi-region brand is one tap from the shop instead of a dead end.
export function NotAreaPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { tenant } = getBoot();
  const linkTo = (area: string) => {
    const query = new URLSearchParams(search);
    query.set('domain_area', area);
    return `/?${query}`;
  };
  return (
    <ErrorNotice title={t('notArea.title')} tip={t('notArea.tip')}>
      <ol className="notice__reasons">
        <li>{t('notArea.reasonParams')}</li>
        <li>{t('notArea.reasonArea')}</li>
      </ol>
      <nav className="notice__choices" aria-label={t('notArea.chooseRegion')}>
        <p>{t('notArea.chooseRegion')}</p>
        <ul>
          {tenant.areas.map((area) => (
            <li key={area}>
              <Link className="button button--ghost" to={linkTo(area)} reloadDocument>
                {t(`area.${area}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorNotice>
  );
}
