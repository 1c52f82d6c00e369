import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGift } from '@topup/contracts/console-catalog';
import { optionalDate, toDateInput } from '../../shared/date-input.ts';
import { CheckField, Field, SelectField } from '../../shared/field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { useGoods } from './catalog-api.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import { FormActions } from './form-actions.tsx';
import { useSaveGift, type GiftInput } from './gifts-api.ts';
import { KeyField } from './key-field.tsx';
import { nameOf } from './names.ts';
import { TextsEditor } from './texts-editor.tsx';

/**
 * Create or edit a third-party gift: what a partner adds to goods paid through a channel. It can
 * be tied to one goods item of the game (or all of them), a payway, and a window.
 */
export function GiftForm({
  brand,
  game,
  editing,
  onDone,
}: {
  brand: ConsoleBrand;
  game: string;
  editing: ConsoleGift | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveGift(brand.id, game);
  const goods = useGoods(brand.id, game);
  const [giftId, setGiftId] = useState(editing?.gift_id ?? '');
  const [productId, setProductId] = useState(editing?.product_id ?? '');
  const [channel, setChannel] = useState(editing?.channel_name ?? '');
  const [payway, setPayway] = useState(String(editing?.payway_id ?? ''));
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [icon, setIcon] = useState(editing?.icon ?? '');
  const [quantity, setQuantity] = useState(String(editing?.quantity ?? 1));
  const [active, setActive] = useState(editing?.active ?? true);
  const [startsAt, setStartsAt] = useState(toDateInput(editing?.starts_at));
  const [endsAt, setEndsAt] = useState(toDateInput(editing?.ends_at));
  const [localError, setLocalError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const paywayId = payway.trim() === '' ? null : wholeNumber(payway);
    if (!Number.isInteger(wholeNumber(quantity)) || Number.isNaN(paywayId)) {
      setLocalError(t('catalog.wholeNumbers'));
      return;
    }
    const starts = optionalDate(startsAt);
    const ends = optionalDate(endsAt);
    if (starts === undefined || ends === undefined) {
      setLocalError(t('catalog.badDate'));
      return;
    }
    setLocalError(null);
    const body: GiftInput = {
      product_id: productId === '' ? null : productId,
      channel_name: channel.trim(),
      payway_id: paywayId,
      names,
      icon: icon.trim(),
      quantity: wholeNumber(quantity),
      active,
      starts_at: starts,
      ends_at: ends,
    };
    save.mutate({ id: giftId.trim(), body }, { onSuccess: onDone });
  }

  const goodsList = goods.data?.goods ?? [];
  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="gift-form">
      <h2>
        {editing
          ? t('catalog.gifts.editTitle', { id: editing.gift_id })
          : t('catalog.gifts.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <KeyField
          label={t('catalog.gifts.id')}
          value={giftId}
          onChange={setGiftId}
          locked={editing !== null}
          testId="gift-id"
        />
        <SelectField
          label={t('catalog.gifts.goods')}
          value={productId}
          onChange={setProductId}
          testId="gift-goods"
        >
          <option value="">{t('catalog.gifts.allGoods')}</option>
          {/* A stored item the list no longer has stays selectable, so saving keeps it. */}
          {productId !== '' && !goodsList.some((g) => g.product_id === productId) && (
            <option value={productId}>{productId}</option>
          )}
          {goodsList.map((g) => (
            <option key={g.product_id} value={g.product_id}>
              {nameOf(g.names)} ({g.product_id})
            </option>
          ))}
        </SelectField>
        <Field
          label={t('catalog.gifts.channel')}
          value={channel}
          required
          maxLength={100}
          onChange={setChannel}
          testId="gift-channel"
        />
        <Field
          label={t('catalog.gifts.payway')}
          hint={t('catalog.gifts.paywayHint')}
          inputMode="numeric"
          value={payway}
          onChange={setPayway}
          testId="gift-payway"
        />
        <Field
          label={t('catalog.gifts.quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={setQuantity}
          testId="gift-quantity"
        />
        <Field label={t('catalog.icon')} value={icon} onChange={setIcon} testId="gift-icon" />
        <DateRangeFields
          starts={startsAt}
          ends={endsAt}
          onStarts={setStartsAt}
          onEnds={setEndsAt}
          testId="gift"
        />
      </div>
      <TextsEditor
        legend={t('catalog.names')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="gift-names"
      />
      <CheckField
        label={t('catalog.gifts.active')}
        checked={active}
        onChange={setActive}
        testId="gift-active"
      />
      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="gift"
      />
    </form>
  );
}
