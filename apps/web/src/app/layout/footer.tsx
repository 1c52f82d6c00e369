import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from '@topup/contracts/languages';
import { koreaCompanyFor } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { getBoot } from '../../shared/boot/boot.ts';
import { paths } from '../route-paths.ts';
import { KoreaCompany } from './korea-company.tsx';
import { LanguagePicker } from './language-picker.tsx';

// Only acenetJp has the Japanese trade-law notice: every other brand's first page skips its code.
const TradeLawLink = lazy(() =>
  import('./trade-law.tsx').then((m) => ({ default: m.TradeLawLink })),
);

type RegionalLink = Tenant['links']['privacy'];

/** The link for the current area, else the tenant's default one. */
export function linkForArea(link: RegionalLink, area: string | undefined): string {
  return (area && link[area]) || link.default;
}

export function Footer({ area, languages }: { area?: string; languages: readonly Language[] }) {
  const { tenant } = getBoot();
  const { t } = useTranslation();
  const { search } = useLocation();
  const company = koreaCompanyFor(tenant, area);
  return (
    <footer role="contentinfo" className="footer">
      <LanguagePicker offered={languages} />
      <nav className="footer__links" aria-label={t('footer.legal')}>
        <a href={linkForArea(tenant.links.privacy, area)} target="_blank" rel="noopener noreferrer">
          {t('footer.privacy')}
        </a>
        <a
          href={linkForArea(tenant.links.agreement, area)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('footer.agreement')}
        </a>
        {/* Issue 18: same query, so the statement knows the area and leads back to the game. */}
        <Link to={{ pathname: paths.accessibility, search }}>{t('footer.accessibility')}</Link>
        {tenant.jpTradeLaw && (
          <Suspense fallback={null}>
            <TradeLawLink info={tenant.jpTradeLaw} />
          </Suspense>
        )}
      </nav>
      {company && <KoreaCompany company={company} />}
      <p className="footer__copyright" dir="auto">
        {tenant.copyright}
      </p>
    </footer>
  );
}
