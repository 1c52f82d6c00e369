// What the emulator offers the Drop-in (the `paymentMethods` of the sessions setup answer, shaped
// as /paymentMethods answers: https://docs.adyen.com/api-explorer/Checkout/71/post/paymentMethods).
//
// Only methods the Drop-in pays by redirect: adyen-web renders a type it has no component for
// as its Redirect element (core.registry.js getComponent: an unknown tx variant → Redirect), and
// iDEAL has been a plain redirect since v6. Card fields cannot be emulated offline: adyen-web
// takes card numbers only in Adyen's secured-field iframes, served from Adyen's CDN and
// encrypting with Adyen's keys. So a session for cards ('scheme') is offered an emulator-only
// redirect stand-in, paid on the emulator's hosted page like the others.

export type OfferedMethod = { type: string; name: string };

/** The stand-in for cards; not an Adyen type, so the real Adyen never sees it. */
export const CARD_STAND_IN: OfferedMethod = {
  type: 'emulatorcard',
  name: 'Card (emulator)',
};

// Redirect-type methods the emulator knows by Adyen's payment method type
// (https://docs.adyen.com/payment-methods: iDEAL `ideal`, GCash `gcash`, KakaoPay `kakaopay`,
// Alipay `alipay`); none has a component of its own in adyen-web 6.
const REDIRECT_METHODS: readonly OfferedMethod[] = [
  { type: 'ideal', name: 'iDEAL' },
  { type: 'gcash', name: 'GCash' },
  { type: 'kakaopay', name: 'KakaoPay' },
  { type: 'alipay', name: 'Alipay' },
];

/** The methods for a session: those its allowedPaymentMethods name (all when it names none). */
export function offeredMethods(allowed: readonly string[] | undefined): OfferedMethod[] {
  const all = [...REDIRECT_METHODS, CARD_STAND_IN];
  if (!allowed || allowed.length === 0) return all;
  const offered: OfferedMethod[] = [];
  for (const type of allowed) {
    const known = type === 'scheme' ? CARD_STAND_IN : REDIRECT_METHODS.find((m) => m.type === type);
    if (known && !offered.includes(known)) offered.push(known);
  }
  return offered;
}

/** Whether a payment may be made with `type` in this session. */
export const isOffered = (allowed: readonly string[] | undefined, type: unknown) =>
  typeof type === 'string' && offeredMethods(allowed).some((m) => m.type === type);
