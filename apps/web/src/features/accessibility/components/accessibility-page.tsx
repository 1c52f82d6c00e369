import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { Language } from '@topup/contracts/languages';
import { normalizeLanguage } from '@topup/contracts/normalize-language';
import { getBoot } from '../../../shared/boot/boot.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { loadStatementTexts, STATEMENT_NS } from '../statement-texts.ts';
import '../accessibility.css';

/** The day the statement was last prepared; change it whenever its texts change. */
export const STATEMENT_DATE = '2026-11-27';

// Keys of the list items, in the order shown (locales/accessibility/<lang>.json).
const testing = ['axe', 'names', 'keyboard', 'contrast', 'direction'] as const;
const limits = ['providers', 'languages', 'images', 'keyboard', 'unknown'] as const;

/**
 * `text` with its one `<tag>…</tag>` part given to `wrap`; every part stays a React text node,
 * never HTML. react-i18next's Trans would do the same, but importing it here split it into a chunk
 * of its own that the first page's preload list then names (e2e/initial-js-budget.spec.ts).
 */
function withTag(text: string, tag: string, wrap: (inner: string) => ReactNode): ReactNode {
  const [before, inner = '', after] = text.split(new RegExp(`</?${tag}>`));
  return (
    <>
      {before}
      {wrap(inner)}
      {after}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="statement__section" aria-labelledby={id}>
      <h2 id={id} className="statement__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Statement({ lang }: { lang: Language }) {
  const { t } = useTranslation(STATEMENT_NS);
  const { search } = useLocation();
  const { tenant } = getBoot();
  const brand = tenant.title;
  // app/routes/loaders.ts accessibilityLoader: the e-mail of the area's legal notice, if any;
  // else the brand's support channel (issue 29 item 7: every brand names one), here rather than
  // in the loader, which is on every first page (e2e/initial-js-budget.spec.ts).
  const notice = useLoaderData<{ email?: string }>();
  const email = notice.email ?? tenant.support.email;
  const site = tenant.support.url;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${STATEMENT_DATE}T00:00:00Z`),
  );
  const mailto = email
    ? `mailto:${email}?subject=${encodeURIComponent(t('contact.subject', { brand }))}`
    : '';

  return (
    <Page title={t('title')}>
      <div className="statement">
        <p>{t('intro', { brand })}</p>
        <p>{t('scope', { brand })}</p>
        <Section title={t('status.heading')}>
          <p className="statement__claim">{t('status.claim', { brand })}</p>
          <p>{t('status.explained')}</p>
        </Section>
        <Section title={t('testing.heading')}>
          <ul className="statement__list">
            {testing.map((key) => (
              <li key={key}>{t(`testing.${key}`)}</li>
            ))}
          </ul>
        </Section>
        <Section title={t('limits.heading')}>
          <ul className="statement__list">
            {limits.map((key) => (
              <li key={key}>{t(`limits.${key}`)}</li>
            ))}
          </ul>
        </Section>
        <Section title={t('contact.heading')}>
          <p>
            {email
              ? withTag(t('contact.email', { brand, email }), 'mail', (address) => (
                  <a href={mailto} dir="ltr">
                    {address}
                  </a>
                ))
              : site &&
                withTag(t('contact.site', { brand, site: new URL(site).host }), 'site', (host) => (
                  <a href={site} dir="ltr">
                    {host}
                  </a>
                ))}
          </p>
          <p>{t('contact.details')}</p>
        </Section>
        <Section title={t('date.heading')}>
          <p>
            {withTag(t('date.text', { date }), 'date', (day) => (
              <time dateTime={STATEMENT_DATE}>{day}</time>
            ))}
          </p>
        </Section>
        <p>
          <Link to={{ pathname: '/', search }}>{t('translation:common.backHome')}</Link>
        </p>
      </div>
    </Page>
  );
}

/** /accessibility: the brand's accessibility statement (issue 18), on both route sets. */
export function AccessibilityPage() {
  const { t, i18n } = useTranslation();
  const lang = normalizeLanguage(i18n.language) ?? 'en';
  const texts = useQuery({
    queryKey: ['accessibilityTexts', lang],
    queryFn: () => loadStatementTexts(lang),
    staleTime: Infinity,
    // While another language's texts load, the page stays (its keys fall back to English).
    placeholderData: keepPreviousData,
  });
  if (texts.data) return <Statement lang={lang} />;
  if (texts.isError) return <LoadError onRetry={() => void texts.refetch()} />;
  // Not the shared Skeleton: importing it here split its limits module out of the first page's
  // chunks into one more request (e2e/initial-js-budget.spec.ts).
  return (
    <p role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
