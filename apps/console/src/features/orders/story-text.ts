import type { StoryEntry } from '@topup/contracts/console-orders';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/money.ts';

/**
 * One line of an order's story in plain words for support staff (issue 31 item 8): what happened,
 * who did it, and what it meant for the order. The server sends the facts (`kind` + `detail`);
 * the words live here, in the operator's language. Values the console has no words for yet (a new
 * provider outcome, say) fall back to a neutral sentence rather than the engineer's shorthand.
 */
export type StoryLine = { headline: string; note: string | null };

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** A provider's name as people know it ("PayPal", not "paypal"). */
export function providerName(t: TFunction, key: string | null): string {
  if (!key) return t('orders.story.someProvider');
  return t(`orders.providerName.${key}`, { defaultValue: key });
}

/** A word for a known value under `prefix`, or null when the console has none for it. */
function known(t: TFunction, prefix: string, value: string | null): string | null {
  if (!value) return null;
  const key = `${prefix}.${value}`;
  const text = t(key, { defaultValue: '' });
  return text === '' ? null : text;
}

function statusChange(t: TFunction, d: Record<string, unknown>): StoryLine {
  const from = str(d.fromStatus);
  const to = str(d.toStatus) ?? '';
  const headline =
    from === null
      ? (known(t, 'orders.story.created', to) ?? t('orders.story.createdAs', { status: to }))
      : from === to
        ? t('orders.story.noted', { status: t(`orders.status.${to}`) })
        : (known(t, 'orders.story.became', to) ??
          t('orders.story.becameOther', { status: t(`orders.status.${to}`) }));
  const source = str(d.source);
  return {
    headline,
    note:
      known(t, 'orders.story.by', source) ??
      (source ? t('orders.story.byOther', { source }) : null),
  };
}

export function storyLine(t: TFunction, entry: StoryEntry, currency: string): StoryLine {
  const d = entry.detail;
  switch (entry.kind) {
    case 'event':
      return statusChange(t, d);
    case 'provider-message': {
      const provider = providerName(t, str(d.provider));
      const what =
        known(t, 'orders.story.messageKind', str(d.kind)) ?? t('orders.story.messageKindOther');
      const outcome = str(d.outcome);
      return {
        headline: t('orders.story.message', { provider, what }),
        note: outcome
          ? (known(t, 'orders.story.outcome', outcome) ??
            t('orders.story.outcomeOther', { outcome }))
          : null,
      };
    }
    case 'callback': {
      const provider = providerName(t, str(d.provider));
      const minor = num(d.amountMinor);
      const amount = minor === null ? '' : formatMoney(minor, str(d.currency) ?? currency);
      const action = str(d.action);
      const headline =
        known(t, 'orders.story.reported', action) === null
          ? t('orders.story.reportedOther', { provider, action: action ?? '' })
          : t(`orders.story.reported.${action}`, { provider, amount });
      const outcome = str(d.outcome);
      return {
        headline,
        note: outcome
          ? (known(t, 'orders.story.outcome', outcome) ??
            t('orders.story.outcomeOther', { outcome }))
          : null,
      };
    }
    case 'delivery-attempt': {
      const attempt = num(d.attempt) ?? 1;
      const ms = num(d.durationMs);
      const what =
        known(t, 'orders.story.attemptKind', str(d.kind)) ?? t('orders.story.attemptKindOther');
      return {
        headline: t(d.ok === true ? 'orders.story.attemptOk' : 'orders.story.attemptFailed', {
          what,
          attempt,
        }),
        note: ms === null ? null : t('orders.story.took', { ms }),
      };
    }
    case 'refund': {
      const minor = num(d.amountMinor);
      const amount = minor === null ? '' : formatMoney(minor, currency);
      const source = str(d.source);
      const by =
        known(t, 'orders.story.by', source) ??
        (source ? t('orders.story.byOther', { source }) : null);
      // Staff refunds say why: the staff member's words for 'other', else the reason's name.
      const reason = str(d.reasonText) ?? known(t, 'orders.refundReason', str(d.reason));
      const because = reason ? t('orders.story.refundBecause', { reason }) : null;
      return {
        headline: t('orders.story.refund', { amount }),
        note: [by, because].filter((p) => p !== null).join(' · ') || null,
      };
    }
  }
}
