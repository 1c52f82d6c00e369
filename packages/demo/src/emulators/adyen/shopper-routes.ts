import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import type { EmulatorAccount } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import type { EmulatorPayment } from '../kit/store.ts';
import { errors, invalid, jsonBody, sendError, type AdyenError } from './errors.ts';
import { isOffered, offeredMethods } from './payment-methods.ts';
import { resultCodeOf } from './session-view.ts';
import {
  pspOfRedirectResult,
  pspOfSession,
  sessionIdOf,
  sessionOfData,
  sessionResult,
} from './tokens.ts';

// The client-side API that @adyen/adyen-web 6 calls with a session (its "checkoutshopper" API),
// so the real Drop-in runs against the emulator. Paths as adyen-web builds them under the
// environment's API URL (dist/es/core/Services/sessions/*.js: `v1/sessions/{id}/setup`,
// `…/payments`, `…/paymentDetails`, each with `?clientKey=`), its analytics URL
// (core/Analytics/AnalyticsService.js: `v3/analytics`) and its CDN (core/Context/Resources.js:
// `images/logos/{type}.svg`; language/LanguageService.js: `sdk/{version}/translations/{locale}.json`).
//
// The API URL sits under `checkoutshopper/test/` (or `live/`): adyen-web refuses a `test_` client
// key unless its API URL contains "test" (core/core.js), as Adyen's own hosts do.

const route = { config: { tenancy: false }, schema: { hide: true } } as const;
export const SHOPPER_ROOT = '/emulator/adyen/checkoutshopper';
export const ANALYTICS_ROOT = '/emulator/adyen/checkoutanalytics';

type SessionCall = { Params: { id: string }; Querystring: { clientKey?: string } };

const answer = (reply: FastifyReply, body: unknown) =>
  reply.header('cache-control', 'no-store').send(body);

export function shopperRoutes(app: FastifyInstance, kit: EmulatorKit<AdyenCredentials>) {
  /** The session's payment and its merchant, checked against the client key and sessionData. */
  async function session(
    request: FastifyRequest<SessionCall>,
    sessionDataGiven: unknown,
    needData: boolean,
  ): Promise<
    { payment: EmulatorPayment; account: EmulatorAccount<AdyenCredentials> } | AdyenError
  > {
    const psp = pspOfSession(request.params.id);
    const payment = psp && (await kit.store.find('adyen', psp));
    if (!payment) return errors.notFound;
    const account = kit.account(payment.tenantId);
    if (!account) return errors.notFound;
    // Client-side calls authenticate with the account's client key
    // (https://docs.adyen.com/development-resources/client-side-authentication).
    if (request.query.clientKey !== account.credentials.clientKey) return errors.invalidClientKey;
    if (needData || sessionDataGiven !== undefined) {
      const named = sessionOfData(account.credentials.hmacKey, sessionDataGiven);
      if (named !== request.params.id) return invalid('Invalid sessionData');
    }
    return { payment, account };
  }

  for (const environment of ['test', 'live'] as const) {
    const api = `${SHOPPER_ROOT}/${environment}/v1/sessions/:id`;

    // setup: the session's amount, country and payment methods for the Drop-in
    // (adyen-web CheckoutSessionSetupResponse).
    app.post<SessionCall>(`${api}/setup`, route, async (request, reply) => {
      const body = jsonBody(request.body) as { sessionData?: unknown } | undefined;
      const found = await session(request, body?.sessionData, true);
      if ('status' in found) return sendError(reply, found);
      const { payment } = found;
      const d = payment.data;
      const allowed = d.allowedPaymentMethods as string[] | undefined;
      return answer(reply, {
        id: request.params.id,
        sessionData: d.sessionData,
        amount: d.amount,
        countryCode: d.countryCode,
        expiresAt: d.expiresAt,
        returnUrl: payment.returnUrl,
        shopperLocale: d.shopperLocale,
        configuration: { enableStoreDetails: false },
        paymentMethods: { paymentMethods: offeredMethods(allowed), storedPaymentMethods: [] },
      });
    });

    // payments: the shopper chose a method; every offered one is paid on the hosted page, so
    // the answer is a redirect action to it (CheckoutRedirectAction, method GET).
    app.post<SessionCall>(`${api}/payments`, route, async (request, reply) => {
      const body = jsonBody(request.body) as
        { sessionData?: unknown; paymentMethod?: { type?: unknown } } | undefined;
      const found = await session(request, body?.sessionData, true);
      if ('status' in found) return sendError(reply, found);
      const { payment, account } = found;
      const type = body?.paymentMethod?.type;
      const allowed = payment.data.allowedPaymentMethods as string[] | undefined;
      if (!isOffered(allowed, type)) {
        return sendError(reply, invalid('Payment method not available for this session'));
      }
      const sessionId = sessionIdOf(payment.id);
      const common = {
        sessionData: payment.data.sessionData,
        sessionResult: sessionResult(account.credentials.hmacKey, sessionId),
      };
      const decided = resultCodeOf(payment);
      if (payment.status !== 'open' && decided)
        return answer(reply, { ...common, resultCode: decided });
      await kit.store.patchData(payment.id, { paymentMethod: type }, kit.now());
      return answer(reply, {
        ...common,
        resultCode: 'RedirectShopper',
        action: {
          paymentMethodType: type,
          type: 'redirect',
          method: 'GET',
          url: kit.checkoutUrl(payment),
        },
      });
    });

    // paymentDetails: the shopper is back with redirectResult; the answer is the payment's
    // outcome now (the webhook stays the authority).
    app.post<SessionCall>(`${api}/paymentDetails`, route, async (request, reply) => {
      const body = jsonBody(request.body) as
        { sessionData?: unknown; details?: { redirectResult?: unknown } } | undefined;
      const found = await session(request, body?.sessionData, false);
      if ('status' in found) return sendError(reply, found);
      const { payment, account } = found;
      const psp = pspOfRedirectResult(account.credentials.hmacKey, body?.details?.redirectResult);
      if (psp !== payment.id) return sendError(reply, invalid('Invalid redirectResult'));
      const sessionId = sessionIdOf(payment.id);
      return answer(reply, {
        sessionData: payment.data.sessionData,
        sessionResult: sessionResult(account.credentials.hmacKey, sessionId),
        resultCode: resultCodeOf(payment) ?? 'Received',
      });
    });
  }

  // Analytics: adyen-web asks for a checkout attempt id even with analytics off, and posts
  // events when on. The emulator keeps none of it.
  app.post(`${ANALYTICS_ROOT}/v3/analytics`, route, async (_request, reply) =>
    answer(reply, { checkoutAttemptId: `emulator-${kit.now().getTime().toString(36)}` }),
  );
  app.post(`${ANALYTICS_ROOT}/v3/analytics/:id`, route, async (_request, reply) =>
    reply.code(204).send(),
  );

  // Translations: none offline; an empty set leaves adyen-web on its built-in en-US texts.
  app.get(`${SHOPPER_ROOT}/sdk/:version/translations/:file`, route, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({}),
  );

  // Logos: one neutral mark for every method (Adyen's logo CDN is not reachable offline).
  app.get(`${SHOPPER_ROOT}/images/logos/*`, route, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(LOGO),
  );
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26">' +
  '<rect x="0.5" y="0.5" width="39" height="25" rx="3" fill="#fff" stroke="#99a3ad"/>' +
  '<rect x="6" y="8" width="28" height="3" fill="#0abf53"/>' +
  '<rect x="6" y="15" width="16" height="3" fill="#99a3ad"/></svg>';
