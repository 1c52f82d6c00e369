/**
 * The store's return route for one order (return-routes.ts): where a provider whose return step
 * needs the proof it adds to the URL (KakaoPay's pg_token) sends the player back.
 */
export const returnPath = (provider: string, billingNo: string) =>
  `/pay/return/${encodeURIComponent(provider)}/${encodeURIComponent(billingNo)}`;
