import { useEffect, useMemo } from 'react';
import type { Language } from '@topup/contracts/languages';
import type { PageConfig } from '@topup/contracts/page-config';
import { getBoot } from '../../shared/boot/boot.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { configLanguages } from '../../features/config/api/get-page-config.ts';

/**
 * Applies what the page config refines over the tenant: the brand colour and the offered languages.
 * Returns the languages the picker lists.
 */
export function usePageConfigEffects(config: PageConfig | undefined): readonly Language[] {
  const { tenant } = getBoot();
  const fromConfig = useMemo(() => configLanguages(config), [config]);
  const offered = fromConfig.length > 0 ? fromConfig : tenant.languages;

  useEffect(() => {
    const wanted = (config?.brand_color || tenant.brandColor).toLowerCase();
    // The page already shows this colour (the server's head, or the last one applied, keep the
    // theme-color meta in step): the palette's code loads only for a game's colour of its own.
    const shown = document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    if (shown === wanted) return;
    void import('../../shared/theme/apply-theme.ts').then((m) =>
      m.applyPageColor(tenant.brandColor, config?.brand_color),
    );
  }, [tenant.brandColor, config?.brand_color]);

  const key = fromConfig.join(',');
  useEffect(() => {
    // Re-pick only when the config narrows the list: a saved or browser language it drops falls
    // back within the configured ones.
    if (!key || key === tenant.languages.join(',')) return;
    void initI18n({
      defaultLanguage: tenant.defaultLanguage,
      offered: key.split(',') as Language[],
    });
  }, [key, tenant.defaultLanguage, tenant.languages]);

  return offered;
}
