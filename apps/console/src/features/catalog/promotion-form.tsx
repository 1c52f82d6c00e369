import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGoods } from '@topup/contracts/console-catalog';
import type { ConsolePromotion } from '@topup/contracts/console-promotions';
import { CheckField, Field, SelectField } from '../../shared/field.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { FormActions } from './form-actions.tsx';
import { nameOf } from './names.ts';
import { promotionInput, promotionRowOf, type PromotionRow } from './promotion-input.ts';
import { useSavePromotion } from './promotions-api.ts';
import { TextsEditor } from './texts-editor.tsx';

/**
 * Create or change a promotion of the game's goods page: title and text per language (the
 * brand's languages), an optional link to goods of this game or to a page of the shop, the
 * window (local time), whether it is on, and its place in the order.
 */
export function PromotionForm({
  brand,
  game,
  editing,
  goods,
  onSaved,
  onCancel,
}: {
  brand: ConsoleBrand;
  game: string;
  /** null: a new promotion. */
  editing: ConsolePromotion | null;
  goods: ConsoleGoods[];
  onSaved(saved: ConsolePromotion): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const save = useSavePromotion(brand.id, game);
  const [row, setRow] = useState<PromotionRow>(() => promotionRowOf(editing));
  const [localError, setLocalError] = useState<string | null>(null);
  const set =
    <K extends keyof PromotionRow>(key: K) =>
    (value: PromotionRow[K]) =>
      setRow((r) => ({ ...r, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = promotionInput(row, brand.defaultLanguage);
    if ('problem' in result) {
      setLocalError(
        t(`catalog.promotions.invalid.${result.problem}`, { language: brand.defaultLanguage }),
      );
      return;
    }
    setLocalError(null);
    save.mutate({ id: editing?.id ?? null, body: result.body }, { onSuccess: onSaved });
  }

  return (
    <form
      className="panel catalog-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="promotion-form-title"
      data-testid="promotion-form"
    >
      <h2 id="promotion-form-title">
        {editing
          ? t('catalog.promotions.editTitle', { id: editing.id })
          : t('catalog.promotions.createTitle')}
      </h2>
      <TextsEditor
        legend={t('catalog.promotions.titles')}
        languages={brand.languages}
        value={row.titles}
        onChange={set('titles')}
        testId="promotion-titles"
      />
      <TextsEditor
        legend={t('catalog.promotions.texts')}
        languages={brand.languages}
        value={row.texts}
        onChange={set('texts')}
        testId="promotion-texts"
        multiline
      />
      <div className="catalog-form__grid">
        <SelectField
          label={t('catalog.promotions.link')}
          value={row.link}
          onChange={(v) => set('link')(v as PromotionRow['link'])}
          testId="promotion-link"
        >
          <option value="none">{t('catalog.promotions.links.none')}</option>
          <option value="goods">{t('catalog.promotions.links.goods')}</option>
          <option value="path">{t('catalog.promotions.links.path')}</option>
        </SelectField>
        {row.link === 'goods' && (
          <SelectField
            label={t('catalog.promotions.product')}
            value={row.product}
            onChange={set('product')}
            testId="promotion-product"
          >
            <option value="">—</option>
            {goods.map((g) => (
              <option key={g.product_id} value={g.product_id}>
                {nameOf(g.names, brand.defaultLanguage)} ({g.product_id})
              </option>
            ))}
          </SelectField>
        )}
        {row.link === 'path' && (
          <Field
            label={t('catalog.promotions.path')}
            hint={t('catalog.promotions.pathHint')}
            value={row.path}
            maxLength={300}
            onChange={set('path')}
            testId="promotion-path"
          />
        )}
        <DateRangeFields
          starts={row.startsAt}
          ends={row.endsAt}
          onStarts={set('startsAt')}
          onEnds={set('endsAt')}
          required
          testId="promotion"
        />
        <Field
          label={t('catalog.promotions.sort')}
          hint={t('catalog.promotions.sortHint')}
          inputMode="numeric"
          value={row.sort}
          onChange={set('sort')}
          testId="promotion-sort"
        />
      </div>
      <CheckField
        label={t('catalog.promotions.activeLabel')}
        checked={row.active}
        onChange={set('active')}
        testId="promotion-active"
      />
      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onCancel}
        testId="promotion"
      />
    </form>
  );
}
