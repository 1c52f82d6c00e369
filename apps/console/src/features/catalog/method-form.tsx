import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleMethod, MethodCreate } from '@topup/contracts/console-catalog';
import { CheckField, Field, SelectField } from '../../shared/field.tsx';
import { MoneyField } from '../../shared/money-field.tsx';
import { moneyText, parseMoney } from '../../shared/money.ts';
import { wholeNumber as int } from '../../shared/whole-number.ts';
import { useSaveMethod } from './catalog-api.ts';
import { FormActions } from './form-actions.tsx';
import { methodCurrency } from './method-currency.ts';
import { TextsEditor } from './texts-editor.tsx';

const platformList = ['android', 'ios', 'web'] as const;

/**
 * Create or edit a payment method of a country: family, payway/channel (fixed once created),
 * icon, min/max, sort, parent (a sub-method), coupon allowed, names and descriptions per language.
 */
export function MethodForm({
  brand,
  country,
  parents,
  editing,
  onDone,
}: {
  brand: ConsoleBrand;
  /** The country filter's value, the default of a new method. */
  country: string;
  /** Top-level methods of the country, for a sub-method's parent. */
  parents: ConsoleMethod[];
  editing: ConsoleMethod | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveMethod(brand.id);
  const [countryCode, setCountryCode] = useState(editing?.country ?? country);
  const [paywayId, setPaywayId] = useState(String(editing?.payway_id ?? ''));
  const [channelId, setChannelId] = useState(editing?.channel_id ?? '');
  const [familyId, setFamilyId] = useState(String(editing?.family_id ?? ''));
  const [parentKey, setParentKey] = useState(editing?.parent_key ?? '');
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [descriptions, setDescriptions] = useState<Record<string, string>>(
    editing?.descriptions ?? {},
  );
  const [icon, setIcon] = useState(editing?.icon ?? '');
  const [sort, setSort] = useState(String(editing?.sort ?? 0));
  const boundsCurrency = methodCurrency(brand, editing?.areas ?? []);
  const [minMoney, setMinMoney] = useState(moneyText(editing?.min_money ?? 0, boundsCurrency));
  const [maxMoney, setMaxMoney] = useState(moneyText(editing?.max_money ?? 0, boundsCurrency));
  const [openCoupon, setOpenCoupon] = useState(editing?.open_coupon ?? false);
  const [payId, setPayId] = useState(editing?.pay_id ?? '');
  const [areas, setAreas] = useState<string[]>(editing?.areas ?? []);
  const [platforms, setPlatforms] = useState<string[]>(editing?.platforms ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  const [localError, setLocalError] = useState<string | null>(null);

  // The bounds follow the areas ticked now; the fields keep what was typed.
  const currency = methodCurrency(brand, areas);
  const toggle = (list: string[], item: string, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);
  const parentChoices = parents.filter(
    (p) => p.country === countryCode && p.method_key !== editing?.method_key,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = [paywayId, familyId, sort].map(int);
    if (numbers.some((n) => !Number.isInteger(n))) {
      setLocalError(t('catalog.wholeNumbers'));
      return;
    }
    const minMinor = parseMoney(minMoney, currency);
    const maxMinor = parseMoney(maxMoney, currency);
    if (minMinor === null || maxMinor === null) {
      setLocalError(t('catalog.methods.badBounds', { currency }));
      return;
    }
    setLocalError(null);
    const body: MethodCreate = {
      country: countryCode.trim().toUpperCase(),
      payway_id: int(paywayId),
      channel_id: channelId.trim(),
      family_id: int(familyId),
      parent_key: parentKey === '' ? null : parentKey,
      names,
      descriptions,
      icon: icon.trim() === '' ? null : icon.trim(),
      sort: int(sort),
      min_money: minMinor,
      max_money: maxMinor,
      open_coupon: openCoupon,
      pay_id: payId.trim() === '' ? null : payId.trim(),
      areas,
      platforms: platforms as MethodCreate['platforms'],
      active,
    };
    save.mutate({ create: editing === null, body }, { onSuccess: onDone });
  }

  const fixed = editing !== null;
  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="method-form">
      <h2>
        {editing
          ? t('catalog.methods.editTitle', { key: editing.method_key, country: editing.country })
          : t('catalog.methods.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <Field
          label={t('catalog.methods.country')}
          value={countryCode}
          disabled={fixed}
          maxLength={2}
          onChange={setCountryCode}
          testId="method-country"
        />
        <Field
          label={t('catalog.methods.payway')}
          inputMode="numeric"
          value={paywayId}
          disabled={fixed}
          onChange={setPaywayId}
          testId="method-payway"
        />
        <Field
          label={t('catalog.methods.channel')}
          value={channelId}
          disabled={fixed}
          onChange={setChannelId}
          testId="method-channel"
        />
        <Field
          label={t('catalog.methods.family')}
          inputMode="numeric"
          value={familyId}
          onChange={setFamilyId}
          testId="method-family"
        />
        <SelectField
          label={t('catalog.methods.parent')}
          value={parentKey}
          onChange={setParentKey}
          testId="method-parent"
        >
          <option value="">{t('catalog.methods.noParent')}</option>
          {parentChoices.map((p) => (
            <option key={p.method_key} value={p.method_key}>
              {p.names[brand.defaultLanguage] ?? p.method_key} ({p.method_key})
            </option>
          ))}
        </SelectField>
        <Field
          label={t('catalog.methods.icon')}
          value={icon}
          onChange={setIcon}
          testId="method-icon"
        />
        <Field
          label={t('catalog.sort')}
          inputMode="numeric"
          value={sort}
          onChange={setSort}
          testId="method-sort"
        />
        <MoneyField
          label={t('catalog.methods.min')}
          currency={currency}
          value={minMoney}
          onChange={setMinMoney}
          testId="method-min"
        />
        <MoneyField
          label={t('catalog.methods.max')}
          currency={currency}
          value={maxMoney}
          onChange={setMaxMoney}
          testId="method-max"
        />
        <Field
          label={t('catalog.methods.payId')}
          value={payId}
          onChange={setPayId}
          testId="method-pay-id"
        />
      </div>
      <small className="muted">{t('catalog.methods.boundsHint')}</small>

      <TextsEditor
        legend={t('catalog.names')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="method-names"
      />
      <TextsEditor
        legend={t('catalog.methods.descriptions')}
        languages={brand.languages}
        value={descriptions}
        onChange={setDescriptions}
        testId="method-descriptions"
        multiline
      />

      <fieldset className="texts">
        <legend>{t('catalog.methods.where')}</legend>
        {brand.areas.map((a) => (
          <CheckField
            key={a}
            label={t('catalog.methods.area', { area: a })}
            checked={areas.includes(a)}
            onChange={(on) => setAreas(toggle(areas, a, on))}
            testId={`method-area-${a}`}
          />
        ))}
        {platformList.map((p) => (
          <CheckField
            key={p}
            label={t(`catalog.methods.platform.${p}`)}
            checked={platforms.includes(p)}
            onChange={(on) => setPlatforms(toggle(platforms, p, on))}
            testId={`method-platform-${p}`}
          />
        ))}
        <small className="muted">{t('catalog.methods.whereHint')}</small>
      </fieldset>

      <fieldset className="texts">
        <legend>{t('catalog.goods.flags')}</legend>
        <CheckField
          label={t('catalog.methods.coupon')}
          checked={openCoupon}
          onChange={setOpenCoupon}
          testId="method-coupon"
        />
        <CheckField
          label={t('catalog.active')}
          checked={active}
          onChange={setActive}
          testId="method-active"
        />
      </fieldset>

      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="method"
      />
    </form>
  );
}
