// Browser storage keys of SPEC §3. Each item is stored as { value, expires }; the lifetime in days
// is per key. SPEC fixes only the order selection (7 days); the others are our choices, kept short
// for anything that identifies the player.
export const storageKeys = {
  oauth_token: { days: 30 },
  paymentUserinfo: { days: 30 },
  paymentOrderInfo: { days: 7 },
  userMap: { days: 30 },
  gameInfo: { days: 30 },
  paymentGameInfo: { days: 30 },
  paymentBakApi: { days: 1 },
  replenishBillingNo: { days: 1 },
  payment_domain_area: { days: 30 },
  betaAccountKey: { days: 30 },
  betaUserInfo: { days: 30 },
  autoShowAccum: { days: 30 },
  perfLang: { days: 365 },
  trackTimestamp: { days: 1 },
  paymentUuid: { days: 365 },
  trafficSource: { days: 1 },
  // Ours (issue 14): the Adyen Drop-in session a redirect left from, to finish it on return.
  adyenSession: { days: 1 },
} as const satisfies Record<string, { days: number }>;

export type StorageKey = keyof typeof storageKeys;
export const ORDER_SELECTION_DAYS = 7;
