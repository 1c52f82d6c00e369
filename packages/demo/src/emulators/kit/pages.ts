import { escapeHtml } from '@topup/server/plugins/html';
import { page } from '../../sandbox-gateway/checkout-page.ts';
import { formatAmount } from '../../sandbox-gateway/money.ts';
import type { ReturnStep } from './emulator.ts';
import type { EmulatorNotification, EmulatorPayment, EmulatorRefund } from './store.ts';

// The emulators' hosted pages: the payer's checkout and the merchant's view of a payment. Plain
// HTML without script, like the sandbox's, for phones that arrive from the shop's new window.

const words: Record<string, string> = {
  open: 'open',
  pending: 'pending',
  authorized: 'approved',
  succeeded: 'succeeded',
  failed: 'declined',
  cancelled: 'cancelled',
};
export const statusWord = (status: string) => words[status] ?? status;
export const isFinished = (status: string) => !['open', 'pending'].includes(status);

const e = escapeHtml;
const titleOf = (name: string) => `${name} Emulator Checkout`;

function facts(rows: [string, string, string?][]): string {
  return `<dl>${rows
    .map(
      ([label, value, cls]) =>
        `<dt>${e(label)}</dt><dd${cls ? ` class="${cls}"` : ''}>${e(value)}</dd>`,
    )
    .join('')}</dl>`;
}

function summary(payment: EmulatorPayment, brand: string): string {
  return facts([
    ['Merchant', brand],
    ['Amount', formatAmount(payment.amountMinor, payment.currency), 'amount'],
    // What is bought (each emulator takes it from its protocol's item or description field).
    ['Item', payment.description || '—'],
    ['Order', payment.merchantRef],
  ]);
}

const choices: [action: string, label: string, primary: boolean][] = [
  ['succeed', 'Pay now (succeed)', true],
  ['decline', 'Decline', false],
  ['cancel', 'Cancel', false],
  ['pending', 'Pay later (leave pending)', false],
];

function form(
  action: string,
  label: string,
  primary: boolean,
  fields: Record<string, string> = {},
) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('');
  return (
    `<form method="post" action="${e(action)}">${hidden}` +
    `<button type="submit"${primary ? ' class="primary"' : ''}>${e(label)}</button></form>`
  );
}

function returnPart(step: ReturnStep | null, brand: string): string {
  if (!step) return '';
  const label = `Return to ${brand}`;
  if (step.kind === 'link') return `<p><a href="${e(step.url)}">${e(label)}</a></p>`;
  return form(step.url, label, false, step.fields);
}

function outcome(payment: EmulatorPayment): string {
  return (
    `<p class="outcome" role="status">Payment ${e(statusWord(payment.status))}. ` +
    'You can close this window and return to the shop.</p>'
  );
}

export type PageInput = {
  name: string;
  provider: string;
  brand: string;
  payment: EmulatorPayment;
  returnStep: ReturnStep | null;
  /** Why the payer's last choice was refused (the merchant refused the payer). */
  error?: string;
  nonce: string;
};

/** The payer's hosted checkout: the order, then the four choices (or the outcome). */
export function checkoutPage(input: PageInput): string {
  const { payment, name } = input;
  const head =
    `<h1>${e(titleOf(name))}</h1>` +
    `<p class="note">${e(name)} emulator: no real money moves.</p>` +
    summary(payment, input.brand);
  if (isFinished(payment.status)) {
    return page(
      titleOf(name),
      head + outcome(payment) + returnPart(input.returnStep, input.brand),
      input.nonce,
    );
  }
  const base = `/emulator/${encodeURIComponent(input.provider)}/checkout/${encodeURIComponent(payment.id)}`;
  const error = input.error ? `<p class="error" role="alert">${e(input.error)}</p>` : '';
  const pending =
    payment.status === 'pending'
      ? '<p role="status">This payment is pending. You can still finish it here.</p>'
      : '';
  const buttons = choices
    .filter(([action]) => !(action === 'pending' && payment.status === 'pending'))
    .map(([action, label, primary]) => form(`${base}/${action}`, label, primary))
    .join('');
  return page(titleOf(name), head + error + pending + buttons, input.nonce);
}

/** After a choice: the outcome and the provider's way back to the merchant. */
export function choicePage(input: PageInput): string {
  const { payment, name } = input;
  const again =
    payment.status === 'pending'
      ? `<p><a href="/emulator/${e(encodeURIComponent(input.provider))}/checkout/${e(encodeURIComponent(payment.id))}">Back to the checkout</a></p>`
      : '';
  return page(
    titleOf(name),
    `<h1>${e(titleOf(name))}</h1>${summary(payment, input.brand)}${outcome(payment)}${again}` +
      returnPart(input.returnStep, input.brand),
    input.nonce,
  );
}

export function notFoundPage(nonce: string): string {
  return page(
    'Emulator Checkout',
    '<h1>Payment not found</h1><p>This payment link is unknown or has been mistyped. ' +
      'Return to the shop and start the payment again.</p>',
    nonce,
  );
}

/** The emulator's merchant console: recent payments of every emulated provider. */
export function consoleIndex(
  rows: { payment: EmulatorPayment; name: string }[],
  nonce: string,
): string {
  const items = rows
    .map(
      ({ payment, name }) =>
        `<li><a href="/emulator/${e(encodeURIComponent(payment.provider))}/payments/${e(encodeURIComponent(payment.id))}">` +
        `${e(name)} · ${e(payment.merchantRef)} · ${e(formatAmount(payment.amountMinor, payment.currency))} · ` +
        `${e(statusWord(payment.status))}${payment.refundedMinor > 0 ? ' · refunded ' + e(formatAmount(payment.refundedMinor, payment.currency)) : ''}</a></li>`,
    )
    .join('');
  return page(
    'Payment emulators',
    `<h1>Payment emulators</h1><p class="note">The providers' emulators: no real money moves.</p>` +
      (items ? `<ul>${items}</ul>` : '<p>No payments yet.</p>'),
    nonce,
  );
}

/** One payment as the provider's merchant area shows it, with refund and chargeback. */
export function paymentPage(input: {
  name: string;
  payment: EmulatorPayment;
  refunds: EmulatorRefund[];
  notifications: EmulatorNotification[];
  message?: string;
  nonce: string;
}): string {
  const { payment, name } = input;
  const left = payment.amountMinor - payment.refundedMinor;
  const base = `/emulator/${encodeURIComponent(payment.provider)}/payments/${encodeURIComponent(payment.id)}`;
  const head =
    `<h1>${e(name)} payment ${e(payment.id)}</h1>` +
    (input.message ? `<p class="note" role="status">${e(input.message)}</p>` : '') +
    facts([
      ['Brand', payment.tenantId],
      ['Order', payment.merchantRef],
      ['Amount', formatAmount(payment.amountMinor, payment.currency), 'amount'],
      ['Status', statusWord(payment.status)],
      ['Refunded', formatAmount(payment.refundedMinor, payment.currency)],
      ['Charged back', payment.chargedBack ? 'yes' : 'no'],
    ]);
  const actions =
    payment.status === 'succeeded' && left > 0
      ? form(`${base}/refund`, `Refund ${formatAmount(left, payment.currency)} (full)`, true, {
          amount_minor: String(left),
        }) +
        (left > 1
          ? form(
              `${base}/refund`,
              `Refund ${formatAmount(Math.floor(left / 2), payment.currency)} (partial)`,
              false,
              {
                amount_minor: String(Math.floor(left / 2)),
              },
            )
          : '') +
        (payment.chargedBack ? '' : form(`${base}/chargeback`, 'Chargeback', false))
      : // A notification lost on the way (the shop never hears of the payment): what the daily
        // comparison with the provider exists to find (issue 33).
        ['open', 'pending', 'authorized'].includes(payment.status)
        ? form(`${base}/paid-unnotified`, 'Mark paid without notifying the shop', false)
        : '';
  // The same amount taken again under a reference the shop never issued (issue 33 item 3).
  const orphan = form(
    `${base}/paid-without-order`,
    'Take this amount again without an order',
    false,
  );
  const refunds = input.refunds.length
    ? `<h2>Refunds</h2><ul>${input.refunds
        .map(
          (r) =>
            `<li>${e(r.kind)} ${e(r.id)}: ${e(formatAmount(r.amountMinor, payment.currency))}</li>`,
        )
        .join('')}</ul>`
    : '';
  const sent = input.notifications.length
    ? `<h2>Notifications</h2><ul>${input.notifications
        .map(
          (n) =>
            `<li>${e(n.method)} ${e(n.url)}: ${n.ackedAt ? 'acknowledged' : e(n.lastError ?? 'waiting')} (${n.attempts} attempts)</li>`,
        )
        .join('')}</ul>`
    : '';
  return page(`${name} payment`, head + actions + orphan + refunds + sent, input.nonce);
}
