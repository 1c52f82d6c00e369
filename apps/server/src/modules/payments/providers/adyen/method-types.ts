// Our method's channel id (payment_methods.channel_id of the seeded Adyen methods) → the Adyen
// payment method type that `allowedPaymentMethods` takes ("To refer to payment methods, use their
// payment method type", https://docs.adyen.com/api-explorer/Checkout/71/post/sessions#request-allowedPaymentMethods).
// Cards are one type, `scheme`, whatever the brand: the Card component asks for the number and
// knows the brand from it (https://docs.adyen.com/payment-methods/cards/web-drop-in). iDEAL is
// `ideal`; since iDEAL 2.0 the shopper picks the bank on iDEAL's own page, so our bank
// sub-methods are all `ideal` (https://docs.adyen.com/payment-methods/ideal).
const CARD_CHANNELS = new Set(['card', 'scheme', 'visa', 'mastercard', 'mc', 'amex', 'jcb']);

export function adyenMethodType(channelId: string): string {
  const channel = channelId.trim().toLowerCase();
  if (CARD_CHANNELS.has(channel)) return 'scheme';
  if (channel === 'ideal' || channel.startsWith('ideal_')) return 'ideal';
  return channelId.trim();
}
