import { useMutation } from '@tanstack/react-query';
import {
  REFUND_REASON_TEXT_MAX,
  refundReasons,
  type ConsoleOrder,
  type ConsoleRefund,
  type RefundReason,
} from '@topup/contracts/console-orders';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError } from '../../shared/api.ts';
import { ErrorBox } from '../../shared/error-text.tsx';
import { Field, SelectField } from '../../shared/field.tsx';
import { MoneyField } from '../../shared/money-field.tsx';
import { formatMoney, moneyText, readMoney } from '../../shared/money.ts';
import { ordersApi } from './orders-api.ts';
import { providerName } from './story-text.ts';

type Ask = { amountMinor: number; reason: RefundReason; text: string };

/**
 * A refund of all that is left of an order or a part of it (issue 31): the amount in the
 * currency's units (all that is left unless changed; exact, never more than what is left, never
 * more decimals than the currency has), a reason, then a confirmation naming the exact amount.
 * The result says what the provider said: a refund it accepted and settles later is "requested",
 * not "refunded".
 */
export function RefundForm({
  order,
  canRefund,
  onSettled,
}: {
  order: ConsoleOrder;
  canRefund: boolean;
  onSettled(): void;
}) {
  const { t } = useTranslation();
  const left = order.amount_minor - order.refunded_minor;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const provider = providerName(t, order.provider);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState<Ask | null>(null);
  const [done, setDone] = useState<{ refund: ConsoleRefund; ask: Ask } | null>(null);
  const refund = useMutation({
    // Shows its own result (requested, accepted…): no generic "Saved".
    meta: { confirm: false },
    mutationFn: (ask: Ask) =>
      ordersApi.refund(order.billing_no, {
        amount_minor: ask.amountMinor,
        reason: ask.reason,
        ...(ask.reason === 'other' ? { reason_text: ask.text.trim() } : {}),
      }),
    onSuccess: (data, ask) => {
      setDone({ refund: data, ask });
      setOpen(false);
    },
    onSettled: () => {
      setAsking(null);
      onSettled();
    },
  });

  const read = amount.trim() === '' ? null : readMoney(amount, order.currency);
  const minor = read && 'minor' in read ? read.minor : null;
  // The amount's own shape (digits, decimals) is told by MoneyField; the limits here.
  const amountError =
    minor === 0
      ? t('orders.refundForm.zero')
      : minor !== null && minor > left
        ? t('orders.refundForm.overLeft', { left: money(left) })
        : tried && amount.trim() === ''
          ? t('orders.refundForm.amountRequired')
          : null;
  const reasonError = tried && reason === '' ? t('orders.refundForm.reasonRequired') : null;
  const textError =
    tried && reason === 'other' && text.trim() === ''
      ? t('orders.refundForm.reasonTextRequired')
      : null;

  function start() {
    setAmount(moneyText(left, order.currency));
    setReason('');
    setText('');
    setTried(false);
    setDone(null);
    refund.reset();
    setOpen(true);
  }

  function review(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (minor === null || minor <= 0 || minor > left || reason === '') return;
    if (reason === 'other' && text.trim() === '') return;
    setAsking({ amountMinor: minor, reason, text: text.trim() });
  }

  // Another refund changed what is left meanwhile: said in the operator's words (the page shows
  // the new amount left once it reloads); other refusals as the server words them.
  const refusal = (error: unknown) =>
    error instanceof ApiError && error.code === ResultCode.RefundOverLeft
      ? t('orders.refundForm.overLeftNow')
      : error instanceof ApiError && error.code === ResultCode.RefundInProgress
        ? t('orders.refundForm.inProgress')
        : error;

  const reasonWords = (ask: Ask) =>
    ask.reason === 'other' ? ask.text : t(`orders.refundReason.${ask.reason}`);

  return (
    <div className="panel refund" data-testid="refund">
      {!open && (
        <button
          type="button"
          data-testid="order-refund"
          disabled={!canRefund || refund.isPending}
          onClick={start}
        >
          {t('orders.refundForm.open')}
        </button>
      )}
      {open && asking === null && (
        <form onSubmit={review} noValidate aria-labelledby="refund-title" data-testid="refund-form">
          <h2 id="refund-title">{t('orders.refundForm.title')}</h2>
          <p>
            {t('orders.refundForm.left', { left: money(left), paid: money(order.amount_minor) })}
          </p>
          <div className="refund__fields">
            <MoneyField
              label={t('orders.refundForm.amount')}
              currency={order.currency}
              value={amount}
              onChange={setAmount}
              hint={t('orders.refundForm.amountHint', { left: money(left) })}
              error={amountError}
              testId="refund-amount"
            />
            <SelectField
              label={t('orders.refundForm.reason')}
              value={reason}
              onChange={(v) => setReason(v as RefundReason | '')}
              error={reasonError}
              required
              testId="refund-reason"
            >
              <option value="">{t('orders.refundForm.chooseReason')}</option>
              {refundReasons.map((r) => (
                <option key={r} value={r}>
                  {t(`orders.refundReason.${r}`)}
                </option>
              ))}
            </SelectField>
            {reason === 'other' && (
              <Field
                label={t('orders.refundForm.reasonText')}
                value={text}
                onChange={setText}
                maxLength={REFUND_REASON_TEXT_MAX}
                error={textError}
                required
                testId="refund-reason-text"
              />
            )}
          </div>
          <div className="toolbar">
            <button type="submit" data-testid="refund-continue">
              {t('orders.refundForm.continue')}
            </button>
            <button type="button" className="secondary" onClick={() => setOpen(false)}>
              {t('orders.cancel')}
            </button>
          </div>
        </form>
      )}
      {asking !== null && (
        <div role="group" aria-label={t('orders.refundConfirmLabel')} data-testid="refund-confirm">
          <p data-testid="refund-confirm-text">
            {t('orders.refundForm.confirm', {
              amount: money(asking.amountMinor),
              provider,
              reason: reasonWords(asking),
            })}{' '}
            {asking.amountMinor === left
              ? t('orders.refundForm.confirmAll')
              : t('orders.refundForm.confirmPart', { left: money(left - asking.amountMinor) })}
          </p>
          <div className="toolbar">
            <button
              type="button"
              className="danger"
              data-testid="order-refund-confirm"
              disabled={refund.isPending}
              onClick={() => refund.mutate(asking)}
            >
              {refund.isPending
                ? t('orders.refundForm.asking', { provider })
                : t('orders.refundYes', { amount: money(asking.amountMinor) })}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={refund.isPending}
              onClick={() => setAsking(null)}
            >
              {t('orders.refundForm.back')}
            </button>
          </div>
        </div>
      )}
      {done && (
        <p role="status" data-testid="order-refund-result">
          {t(
            done.refund.provider_state === 'completed'
              ? 'orders.refundForm.completed'
              : 'orders.refundForm.requested',
            { amount: money(done.refund.amount_minor), provider },
          )}{' '}
          {done.refund.status === 'refunded'
            ? t('orders.refundForm.nowRefunded')
            : t('orders.refundForm.stillLeft', {
                left: money(order.amount_minor - done.refund.refunded_minor),
              })}
        </p>
      )}
      <ErrorBox error={refusal(refund.error)} testId="refund-error" />
    </div>
  );
}
