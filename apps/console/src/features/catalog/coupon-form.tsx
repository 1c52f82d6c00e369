import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ConsoleBrand,
  ConsoleCoupon,
  ConsoleVipLevel,
} from '@topup/contracts/console-catalog';
import { Field, SelectField } from '../../shared/field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { FormActions } from './form-actions.tsx';
import { KeyField } from './key-field.tsx';
import { TextsEditor } from './texts-editor.tsx';
import { useSaveCoupon, type CouponInput } from './vip-api.ts';

const couponTypes: CouponInput['type'][] = ['permanent', 'week', 'month'];

/**
 * Create or edit a coupon template a VIP level hands out: its id (fixed once made), level, how
 * often it comes (once, weekly, monthly), name and the share of the price the player still pays.
 */
export function CouponForm({
  brand,
  levels,
  editing,
  level,
  onDone,
}: {
  brand: ConsoleBrand;
  levels: ConsoleVipLevel[];
  editing: ConsoleCoupon | null;
  /** The level a new template starts with. */
  level: number;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveCoupon(brand.id);
  const [couponId, setCouponId] = useState(editing?.coupon_id ?? '');
  const [levelText, setLevelText] = useState(String(editing?.level ?? level));
  const [type, setType] = useState(editing?.type ?? 'month');
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [rate, setRate] = useState(String(editing?.discount_rate ?? 90));
  const [sort, setSort] = useState(String(editing?.sort ?? 0));
  const [localError, setLocalError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = [levelText, rate, sort].map(wholeNumber);
    if (!numbers.every(Number.isInteger)) {
      setLocalError(t('catalog.wholeNumbers'));
      return;
    }
    setLocalError(null);
    const body: CouponInput = {
      level: wholeNumber(levelText),
      type: type as CouponInput['type'],
      names: Object.fromEntries(Object.entries(names).map(([lang, text]) => [lang, text.trim()])),
      discount_rate: wholeNumber(rate),
      sort: wholeNumber(sort),
    };
    save.mutate({ id: couponId.trim(), body }, { onSuccess: onDone });
  }

  const off = 100 - wholeNumber(rate);
  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="coupon-form">
      <h2>
        {editing
          ? t('catalog.vip.editCouponTitle', { id: editing.coupon_id })
          : t('catalog.vip.createCouponTitle')}
      </h2>
      <div className="catalog-form__grid">
        <KeyField
          label={t('catalog.vip.couponId')}
          value={couponId}
          onChange={setCouponId}
          locked={editing !== null}
          testId="coupon-id"
        />
        <SelectField
          label={t('catalog.vip.level')}
          value={levelText}
          onChange={setLevelText}
          testId="coupon-level"
        >
          {levels.map((l) => (
            <option key={l.level} value={String(l.level)}>
              {t('catalog.vip.levelOption', { level: l.level, name: l.show_name })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('catalog.vip.couponType')}
          value={type}
          onChange={setType}
          testId="coupon-type"
        >
          {couponTypes.map((c) => (
            <option key={c} value={c}>
              {t(`catalog.vip.couponTypes.${c}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('catalog.vip.rate')}
          hint={
            off > 0 && off < 100 ? t('catalog.vip.rateHint', { off }) : t('catalog.vip.rateRange')
          }
          inputMode="numeric"
          value={rate}
          onChange={setRate}
          testId="coupon-rate"
        />
        <Field
          label={t('catalog.sort')}
          inputMode="numeric"
          value={sort}
          onChange={setSort}
          testId="coupon-sort"
        />
      </div>
      <TextsEditor
        legend={t('catalog.vip.couponName')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="coupon-names"
      />
      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="coupon"
      />
    </form>
  );
}
