import { useTranslation } from 'react-i18next';
import { useBrands } from '../catalog/catalog-api.ts';

/** The brands a staff member may grant: only their own (the server refuses others with -404). */
export function BrandCheckboxes({
  brands,
  value,
  onChange,
  idPrefix,
}: {
  brands: readonly string[];
  value: readonly string[];
  onChange(next: string[]): void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const names = useBrands();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((b) => b !== id));
  return (
    <fieldset className="brand-checkboxes">
      <legend>{t('staff.brands')}</legend>
      {brands.map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            checked={value.includes(id)}
            onChange={(e) => toggle(id, e.target.checked)}
            data-testid={`${idPrefix}-brand-${id}`}
          />{' '}
          {/* The brand's name (the id is the machine's); the id until the names arrive. */}
          {names.data?.brands.find((b) => b.id === id)?.name ?? id}
        </label>
      ))}
    </fieldset>
  );
}
