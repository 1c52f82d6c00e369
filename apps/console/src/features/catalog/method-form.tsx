import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleMethod, MethodCreate } from '@topup/contracts/console-catalog';
import { ApiError } from '../../shared/api.ts';
import { useSaveMethod } from './catalog-api.ts';
import { TextsEditor } from './texts-editor.tsx';

const platformList = ['android', 'ios', 'web'] as const;
const int = (text: string) => (text.trim() === '' ? NaN : Number(text));

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
  const [minMoney, setMinMoney] = useState(String(editing?.min_money ?? 0));
  const [maxMoney, setMaxMoney] = useState(String(editing?.max_money ?? 0));
  const [openCoupon, setOpenCoupon] = useState(editing?.open_coupon ?? false);
  const [payId, setPayId] = useState(editing?.pay_id ?? '');
  const [areas, setAreas] = useState<string[]>(editing?.areas ?? []);
  const [platforms, setPlatforms] = useState<string[]>(editing?.platforms ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  const [localError, setLocalError] = useState<string | null>(null);

  const toggle = (list: string[], item: string, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);
  const parentChoices = parents.filter(
    (p) => p.country === countryCode && p.method_key !== editing?.method_key,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = [paywayId, familyId, sort, minMoney, maxMoney].map(int);
    if (numbers.some((n) => !Number.isInteger(n))) {
      setLocalError(t('catalog.wholeNumbers'));
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
      min_money: int(minMoney),
      max_money: int(maxMoney),
      open_coupon: openCoupon,
      pay_id: payId.trim() === '' ? null : payId.trim(),
      areas,
      platforms: platforms as MethodCreate['platforms'],
      active,
    };
    save.mutate({ create: editing === null, body }, { onSuccess: onDone });
  }

  const error =
    localError ?? (save.error instanceof ApiError ? save.error.msg : save.error?.message);
  const fixed = editing !== null;
  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="method-form">
      <h2>
        {editing
          ? t('catalog.methods.editTitle', { key: editing.method_key, country: editing.country })
          : t('catalog.methods.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <label className="field">
          <span>{t('catalog.methods.country')}</span>
          <input
            value={countryCode}
            disabled={fixed}
            maxLength={2}
            onChange={(e) => setCountryCode(e.target.value)}
            data-testid="method-country"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.payway')}</span>
          <input
            inputMode="numeric"
            value={paywayId}
            disabled={fixed}
            onChange={(e) => setPaywayId(e.target.value)}
            data-testid="method-payway"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.channel')}</span>
          <input
            value={channelId}
            disabled={fixed}
            onChange={(e) => setChannelId(e.target.value)}
            data-testid="method-channel"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.family')}</span>
          <input
            inputMode="numeric"
            value={familyId}
            onChange={(e) => setFamilyId(e.target.value)}
            data-testid="method-family"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.parent')}</span>
          <select
            value={parentKey}
            onChange={(e) => setParentKey(e.target.value)}
            data-testid="method-parent"
          >
            <option value="">{t('catalog.methods.noParent')}</option>
            {parentChoices.map((p) => (
              <option key={p.method_key} value={p.method_key}>
                {p.names[brand.defaultLanguage] ?? p.method_key} ({p.method_key})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('catalog.methods.icon')}</span>
          <input value={icon} onChange={(e) => setIcon(e.target.value)} data-testid="method-icon" />
        </label>
        <label className="field">
          <span>{t('catalog.sort')}</span>
          <input
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            data-testid="method-sort"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.min')}</span>
          <input
            inputMode="numeric"
            value={minMoney}
            onChange={(e) => setMinMoney(e.target.value)}
            data-testid="method-min"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.max')}</span>
          <input
            inputMode="numeric"
            value={maxMoney}
            onChange={(e) => setMaxMoney(e.target.value)}
            data-testid="method-max"
          />
        </label>
        <label className="field">
          <span>{t('catalog.methods.payId')}</span>
          <input
            value={payId}
            onChange={(e) => setPayId(e.target.value)}
            data-testid="method-pay-id"
          />
        </label>
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
          <label key={a} className="check">
            <input
              type="checkbox"
              checked={areas.includes(a)}
              onChange={(e) => setAreas(toggle(areas, a, e.target.checked))}
              data-testid={`method-area-${a}`}
            />
            {t('catalog.methods.area', { area: a })}
          </label>
        ))}
        {platformList.map((p) => (
          <label key={p} className="check">
            <input
              type="checkbox"
              checked={platforms.includes(p)}
              onChange={(e) => setPlatforms(toggle(platforms, p, e.target.checked))}
              data-testid={`method-platform-${p}`}
            />
            {t(`catalog.methods.platform.${p}`)}
          </label>
        ))}
        <small className="muted">{t('catalog.methods.whereHint')}</small>
      </fieldset>

      <fieldset className="texts">
        <legend>{t('catalog.goods.flags')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={openCoupon}
            onChange={(e) => setOpenCoupon(e.target.checked)}
            data-testid="method-coupon"
          />
          {t('catalog.methods.coupon')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            data-testid="method-active"
          />
          {t('catalog.active')}
        </label>
      </fieldset>

      {error && (
        <div className="error-box" role="alert" data-testid="method-error">
          {error}
        </div>
      )}
      <div className="toolbar">
        <button type="submit" disabled={save.isPending} data-testid="method-save">
          {save.isPending ? t('catalog.saving') : t('catalog.save')}
        </button>
        <button type="button" className="secondary" onClick={onDone} data-testid="method-cancel">
          {t('catalog.cancel')}
        </button>
      </div>
    </form>
  );
}
