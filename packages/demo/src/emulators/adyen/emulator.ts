import { randomBytes } from 'node:crypto';
import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import type { ProviderEmulator } from '../kit/emulator.ts';
import { randomId } from '../kit/store.ts';
import { apiRoutes } from './api-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { adyenNotifications } from './notifications.ts';
import { shopperRoutes } from './shopper-routes.ts';
import { redirectResult, sessionIdOf } from './tokens.ts';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const reportUserOf = (tenantId: string) =>
  `report@Company.${tenantId.charAt(0).toUpperCase()}${tenantId.slice(1)}`;

/**
 * Adyen, emulated: the Checkout API v71 the store calls (sessions, session result, refunds), the
 * client API the real @adyen/adyen-web Drop-in calls with a session, the hosted page its redirect
 * action leads to, and standard webhooks with per-item HMAC signatures.
 */
export const adyenEmulator: ProviderEmulator<AdyenCredentials> = {
  key: 'adyen',
  name: 'Adyen',

  // In the protocol's field names (payments/providers/adyen/credentials.ts), shaped like Adyen's:
  // a merchant account `<Company>ECOM`, an API key, a `test_` client key, a 32-byte hex HMAC key.
  generateCredentials: (tenantId) => ({
    merchantAccount: `${tenantId.charAt(0).toUpperCase()}${tenantId.slice(1)}ECOM`,
    apiKey: `AQE${randomBytes(48).toString('base64url')}`,
    clientKey: `test_${randomId('', 32, ALNUM)}`,
    hmacKey: randomBytes(32).toString('hex').toUpperCase(),
    // The report user that downloads report files (Customer Area > Developers > API credentials,
    // a `report@Company.<company>` user with the Merchant Report role).
    reportUser: reportUserOf(tenantId),
    reportPassword: randomBytes(24).toString('base64url'),
  }),

  // Accounts stored before the report user existed get one, so the daily comparison reads them.
  completeCredentials: (stored) =>
    stored.reportUser && stored.reportPassword
      ? null
      : {
          ...stored,
          reportUser: `report@Company.${stored.merchantAccount.replace(/ECOM$/, '')}`,
          reportPassword: randomBytes(24).toString('base64url'),
        },

  routes(app, kit) {
    apiRoutes(app, kit);
    shopperRoutes(app, kit);
    reportRoutes(app, kit);
  },

  notifications: (payment, event, account) =>
    adyenNotifications(payment, event, account, new Date()),

  // https://docs.adyen.com/development-resources/webhooks/handle-webhook-events#accept-webhooks:
  // a 2xx with `[accepted]`; anything else is retried.
  acknowledged: (response) =>
    response.status >= 200 && response.status < 300 && response.body.trim() === '[accepted]',

  // Adyen sends the shopper back to the session's returnUrl with `sessionId` and
  // `redirectResult` appended; the page hands redirectResult to the Drop-in's submitDetails
  // (https://docs.adyen.com/online-payments/build-your-integration/sessions-flow, "Handle the
  // redirect").
  returnStep(payment, account) {
    if (!payment.returnUrl) return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('sessionId', sessionIdOf(payment.id));
    url.searchParams.set('redirectResult', redirectResult(account.credentials.hmacKey, payment.id));
    return { kind: 'link', url: url.toString() };
  },
};
