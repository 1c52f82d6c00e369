// GET /sandbox/dropin.js: a standalone ES module (no imports, < 4 KB) the app loads only when a
// drop-in method is chosen. mount(el, { sessionId, clientKey, onSuccess, onError, labels }) renders
// a card form with DOM APIs only (no innerHTML) and confirms against this sandbox's own origin.
// onSuccess({ status: 'succeeded', paymentId }) on success; onError({ status, message }) when the
// payment is finished without success ('failed': declined; 'error': key, unknown or finished).
// Wrong card details or a network failure only show a message and let the payer try again.
export const dropinScript = String.raw`const D = {
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  pay: 'Pay',
  paying: 'Paying…',
  hint: 'Sandbox cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
  invalid: 'Check the card details and try again.',
  declined: 'The card was declined.',
  failed: 'The payment could not be completed.',
};
const API = new URL('/sandbox/api/dropin/', import.meta.url);
const FIELD = 'display:block;width:100%;box-sizing:border-box;min-height:44px;font-size:16px;margin-top:4px';

export function mount(el, o) {
  const t = Object.assign({}, D, o.labels || {});
  const doc = el.ownerDocument;
  const form = doc.createElement('form');
  form.noValidate = true;
  const input = (name, label, attrs) => {
    const l = doc.createElement('label');
    l.style.cssText = 'display:block;margin:0 0 12px';
    l.append(label);
    const i = doc.createElement('input');
    Object.assign(i, attrs, { name: name, required: true, inputMode: 'numeric' });
    i.style.cssText = FIELD;
    l.append(i);
    form.append(l);
    return i;
  };
  const num = input('number', t.number, { autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxLength: 23 });
  const exp = input('expiry', t.expiry, { autocomplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 5 });
  const cvc = input('cvc', t.cvc, { autocomplete: 'cc-csc', placeholder: '123', maxLength: 4 });
  const hint = doc.createElement('p');
  hint.textContent = t.hint;
  hint.style.fontSize = '0.85rem';
  const msg = doc.createElement('p');
  msg.setAttribute('role', 'alert');
  const btn = doc.createElement('button');
  btn.type = 'submit';
  btn.textContent = t.pay;
  btn.style.cssText = 'width:100%;min-height:48px;font-size:1rem';
  form.append(hint, msg, btn);
  const done = (text) => {
    msg.textContent = text;
    btn.textContent = t.pay;
  };
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (btn.disabled) return;
    btn.disabled = true;
    btn.textContent = t.paying;
    msg.textContent = '';
    let res;
    let body = {};
    try {
      res = await fetch(new URL(encodeURIComponent(o.sessionId) + '/confirm', API), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_key: o.clientKey,
          card: { number: num.value, expiry: exp.value, cvc: cvc.value },
        }),
      });
      body = await res.json().catch(() => ({}));
    } catch (err) {
      res = undefined;
    }
    if (res && res.ok && body.status === 'succeeded') {
      done('');
      if (o.onSuccess) o.onSuccess({ status: 'succeeded', paymentId: o.sessionId });
      return;
    }
    if (res && res.ok && body.status === 'failed') {
      done(t.declined);
      if (o.onError) o.onError({ status: 'failed', message: t.declined });
      return;
    }
    if (res && [403, 404, 409].includes(res.status)) {
      done(t.failed);
      if (o.onError) o.onError({ status: 'error', message: t.failed });
      return;
    }
    done(res && res.status === 400 ? t.invalid : t.failed);
    btn.disabled = false;
  });
  el.replaceChildren(form);
  return { unmount: () => form.remove() };
}
`;

// GET /sandbox/kr-pay.js: the Korean payment script, loaded by the app only on non-mobile with
// locale ko. openKrPay(url) opens the checkout in a centred popup (call it inside the click so
// pop-up blockers allow it); it returns the window, or null when blocked.
export const krPayScript = String.raw`export function openKrPay(checkoutUrl) {
  const w = 480;
  const h = 720;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - w) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - h) / 2));
  const features = 'popup=yes,width=' + w + ',height=' + h + ',left=' + left + ',top=' + top;
  const win = window.open(checkoutUrl, 'krpay', features);
  if (win) win.focus();
  return win;
}
`;
