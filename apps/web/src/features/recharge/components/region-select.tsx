import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { countryName } from '../../pay-methods/country-name.ts';
import type { ListedCountry } from '../../pay-methods/listing-rules.ts';

type RegionSelectProps = {
  countries: readonly ListedCountry[];
  value: string | null;
  onChange: (code: string) => void;
};

/** The payment region: only countries that have methods for this product (SPEC §2, §5). */
export function RegionSelect({ countries, value, onChange }: RegionSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  return (
    <div className="recharge-region">
      <label htmlFor={id} className="recharge-region__label">
        {t('recharge.region')}
      </label>
      <select
        id={id}
        className="recharge-region__select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {countryName(c.code, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
