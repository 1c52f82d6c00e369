import { escapeHtml } from '@topup/server/plugins/html';
import { isFinished, outcomeWord } from './actions.ts';
import { formatAmount } from './money.ts';
import { providerName } from './provider-names.ts';
import type { SandboxPayment } from './repository.ts';

// Large tap targets and one column: payers arrive on phones from the shop's new window.
const style =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1f2328;background:#eef1f5}' +
  'main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem}' +
  'h1{font-size:1.2rem;margin:0 0 1rem}.note{background:#fff8c5;border-radius:6px;' +
  'padding:.4rem .6rem;font-size:.85rem;margin:0 0 1rem}dl{margin:0 0 1.25rem}' +
  'dt{font-size:.8rem;color:#59636e}dd{margin:0 0 .6rem;font-size:1.05rem;word-break:break-word}' +
  '.amount{font-size:1.5rem;font-weight:700}form{margin:0 0 .6rem}' +
  'button{width:100%;min-height:48px;font-size:1rem;border-radius:8px;border:1px solid #8c959f;' +
  'background:#f6f8fa;color:#1f2328;cursor:pointer}button.primary{background:#1f883d;' +
  'border-color:#1f883d;color:#fff}a{color:#0969da}.outcome{font-size:1.1rem}' +
  '.error{background:#ffebe9;color:#82071e;border-radius:6px;padding:.5rem .6rem;margin:0 0 1rem}' +
  'li{overflow-wrap:anywhere}';

// No script; the one <style> runs by the response's nonce (security-headers' selfContainedPage).
// The providers' emulators (emulators/) dress their hosted pages the same way.
export function page(title: string, body: string, nonce: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style nonce="${escapeHtml(nonce)}">${style}</style></head><body><main>${body}</main></body></html>`
  );
}

const titleOf = (payment: SandboxPayment) => `${providerName(payment.provider)} Sandbox Checkout`;

function summary(payment: SandboxPayment): string {
  const rows: [string, string, string?][] = [
    ['Merchant', payment.brand],
    ['Amount', formatAmount(payment.amountMinor, payment.currency), 'amount'],
    ['Payment method', payment.method],
    ['Order', payment.merchantRef],
  ];
  const items = rows.map(
    ([label, value, cls]) =>
      `<dt>${label}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd>`,
  );
  return `<dl>${items.join('')}</dl>`;
}

const buttons: [action: string, label: string, primary: boolean][] = [
  ['succeed', 'Pay now (succeed)', true],
  ['decline', 'Decline', false],
  ['cancel', 'Cancel', false],
  ['pending', 'Pay later (leave pending)', false],
];

function actionForms(payment: SandboxPayment): string {
  const base = `/sandbox/checkout/${encodeURIComponent(payment.id)}`;
  return buttons
    .filter(([action]) => !(action === 'pending' && payment.status === 'pending'))
    .map(
      ([action, label, primary]) =>
        `<form method="post" action="${escapeHtml(`${base}/${action}`)}">` +
        `<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`,
    )
    .join('');
}

function returnLink(payment: SandboxPayment): string {
  if (!payment.returnUrl) return '';
  return `<p><a href="${escapeHtml(payment.returnUrl)}">Return to ${escapeHtml(payment.brand)}</a></p>`;
}

function outcomeText(payment: SandboxPayment): string {
  return (
    `<p class="outcome" role="status">Payment ${escapeHtml(outcomeWord(payment.status))}. ` +
    'You can close this window and return to the shop.</p>'
  );
}

/** The hosted page: the order, then the four choices (or the outcome once finished). */
export function checkoutPage(payment: SandboxPayment, nonce: string): string {
  const head =
    `<h1>${escapeHtml(titleOf(payment))}</h1>` +
    '<p class="note">Sandbox: no real money moves.</p>' +
    summary(payment);
  if (isFinished(payment.status)) {
    return page(titleOf(payment), head + outcomeText(payment) + returnLink(payment), nonce);
  }
  const pending =
    payment.status === 'pending'
      ? '<p role="status">This payment is pending. You can still finish it here.</p>'
      : '';
  return page(titleOf(payment), head + pending + actionForms(payment), nonce);
}

/** After a choice: the outcome; a pending payment keeps a way back to its checkout. */
export function resultPage(payment: SandboxPayment, nonce: string): string {
  const again =
    payment.status === 'pending'
      ? `<p><a href="/sandbox/checkout/${escapeHtml(encodeURIComponent(payment.id))}">` +
        'Back to the checkout</a></p>'
      : '';
  return page(
    titleOf(payment),
    `<h1>${escapeHtml(titleOf(payment))}</h1>${summary(payment)}${outcomeText(payment)}` +
      again +
      returnLink(payment),
    nonce,
  );
}

export function notFoundPage(nonce: string): string {
  return page(
    'Sandbox Checkout',
    '<h1>Payment not found</h1><p>This payment link is unknown or has been mistyped. ' +
      'Return to the shop and start the payment again.</p>',
    nonce,
  );
}
