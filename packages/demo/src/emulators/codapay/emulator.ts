import type { FastifyInstance } from 'fastify';
import { minorExponent } from '@topup/server/modules/payments/provider-kit/currency-exponents';
import { fromCodaPrice } from '@topup/server/modules/payments/providers/codapay/amounts';
import {
  countryAlpha2,
  currencyAlpha,
  localCurrencyOf,
} from '@topup/server/modules/payments/providers/codapay/codes';
import type { CodapayCredentials } from '@topup/server/modules/payments/providers/codapay/credentials';
import { parseCodaJson } from '@topup/server/modules/payments/providers/codapay/messages';
import { codapayChecksum } from '@topup/server/modules/payments/providers/codapay/signature';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// Codapay (Coda Payments "Airtime" hosted payment page) as the store's protocol module calls it
// (payments/providers/codapay): init.json with the API key in the body gives a txnId, the player
// pays on /airtime/begin?type=3&txn_id=, Coda reports the result by GET to the publisher's
// notification URL with an MD5 Checksum, and the merchant asks inquiryPaymentResult before
// releasing goods. Sources: the protocol module's comments and fixtures/README.md; the pages of
// https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay cited below.
// The Airtime API has no refund call: the console's refunds and chargebacks stay in the emulator.

const key = 'codapay';
const restBase = '/emulator/codapay/airtime/api/restful/v1.0/Payment';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

// Result codes of https://docs.coda.co/codapay/error-codes.md (as listed in api-evangelist/
// coda-payments errors/coda-payments-error-codes.yml).
const codes = {
  success: [0, ''],
  /** "This error occurs when there is an unknown error from the payment channel's side." */
  declined: [201, 'Payment channel error'],
  /** "Your API key or URLs have not yet been registered in Coda's system." */
  unknownKey: [204, 'API key not registered'],
  /** "The user cancels the payment on our page." */
  cancelled: [210, 'User cancelled the payment'],
  /** "The format or value of your request to Coda is invalid." */
  badRequest: [214, 'Invalid request'],
  /** Initiated, not yet completed ("For ATM and OTC transactions, this error can be ignored"). */
  pending: [216, 'Transaction not yet completed'],
  /** "The country code and/or currency code that you filed is not valid." */
  badCountry: [220, 'Invalid country or currency'],
  /** "The transaction does not belong to the merchant." */
  notYours: [236, 'Transaction does not belong to the merchant'],
  /** "The user_id parameter is missing in the init request." */
  noUser: [237, 'user_id is missing'],
  /**
   * "This error occurs during integration when a merchant implements Coda's payment channel
   * selection page (Paytype = 0), but has not yet configured it".
   */
  noSelectionPage: [233, 'Payment channel selection page not configured'],
  /**
   * "A payment channel is being tested but has not yet been activated in our system."
   * UNCONFIRMED: the code Coda gives a payType the account does not have; 225 is our reading.
   */
  channelInactive: [225, 'Payment channel not activated'],
  /** "This error occurs when our USD conversion system is down." */
  noRate: [238, 'USD conversion unavailable'],
} as const;
type Code = (typeof codes)[keyof typeof codes];

/**
 * The emulator's fixed demo rates for Coda's USD transactions ("Coda payment page shows the price
 * in local currency, based on the conversion rate of the day", .../initiate-usd-transactions/
 * request-flow): local units per US dollar, for the countries the brands sell in. Not market data.
 */
const demoUsdRates: Record<string, number> = {
  HKD: 7.8,
  IDR: 16000,
  MYR: 4.7,
  PHP: 58,
  SGD: 1.35,
  THB: 36,
  TWD: 32,
  VND: 25000,
};

/**
 * "USD amounts can be submitted with two decimal places, but local amounts may be rounded up to
 * the nearest whole number. For IDN, JPN, MMR, VNM, and LAO, it will be rounded to the nearest
 * whole number. For other countries, it will be rounded to the nearest 2 decimal places."
 */
const wholeLocal = new Set(['IDR', 'JPY', 'MMK', 'VND', 'LAK']);

function decimalOf(minor: number, currency: string): string {
  const exponent = minorExponent(currency);
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** The local price of a USD amount at the demo rate, or null without a rate. */
function localPrice(usdMinor: number, local: string): string | null {
  const rate = demoUsdRates[local];
  if (rate === undefined) return null;
  const major = (usdMinor / 100) * rate;
  return wholeLocal.has(local) ? String(Math.round(major)) : major.toFixed(2);
}

type Txn = {
  /** What the player pays and Coda reports: TotalPrice, in the country's currency. */
  totalPrice: string;
  /** The init's USD price, reported as USDPrice (the account's USDPrice option is on). */
  usdPrice: string | null;
  payType: number;
  userId: string;
};

const txnOf = (payment: EmulatorPayment) => payment.data as Txn;

/** Coda's JSON writes 64-bit transaction ids as bare numbers (the PaymentResult sample). */
function codaJson(value: Record<string, unknown>, ids: Record<string, string>): string {
  let text = JSON.stringify(value);
  for (const [name, id] of Object.entries(ids)) {
    text = text.replace(`"${name}":"${id}"`, `"${name}":${id}`);
  }
  return text;
}

function initResult([resultCode, resultDesc]: Code, txnId?: string): string {
  return txnId
    ? codaJson({ initResult: { resultCode, resultDesc, txnId } }, { txnId })
    : JSON.stringify({ initResult: { resultCode, resultDesc } });
}

function parse(body: unknown): Record<string, unknown> | null {
  try {
    const json = parseCodaJson(typeof body === 'string' ? body : '');
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Where the payment stands in Coda's result codes (inquiry and notification). */
function resultOf(payment: EmulatorPayment): Code {
  if (payment.status === 'succeeded') return codes.success;
  if (payment.status === 'cancelled') return codes.cancelled;
  if (payment.status === 'failed') return codes.declined;
  return codes.pending;
}

const entries = (e: unknown): { key: string; value: unknown }[] =>
  Array.isArray(e)
    ? e.filter(
        (x): x is { key: string; value: unknown } =>
          typeof x === 'object' && x !== null && typeof (x as { key?: unknown }).key === 'string',
      )
    : [];

/**
 * The emulator's channel table: the payType ids it gives the store's seeded Codapay channels
 * (method keys), handed to every brand with its API key. Coda assigns its own ids per account
 * and channel (GoPay Indonesia is 227, .../redirection-flow/paytype-concept); these are the
 * emulator's, in a range of their own, not Coda's.
 */
export const emulatorPayTypes: Readonly<Record<string, number>> = Object.freeze({
  '10401_bank': 9000,
  '10401_gcash': 9001,
  '10401_counter': 9002,
  // Internet banks, payway 128-141 (SCB Easy … OCBC).
  ...Object.fromEntries(
    Array.from({ length: 14 }, (_, i) => [`${128 + i}_internet_bank`, 9128 + i]),
  ),
});

export const codapayEmulator: ProviderEmulator<CodapayCredentials> = {
  key,
  name: 'Codapay',

  // One API key (per country at Coda); none is named here, so the init's country is used.
  generateCredentials: () => ({
    apiKey: randomId('', 32, '0123456789abcdef'),
    payTypes: { ...emulatorPayTypes },
  }),
  // Accounts stored before the channel table existed get it.
  completeCredentials: (stored) =>
    stored.payTypes ? null : { ...stored, payTypes: { ...emulatorPayTypes } },

  routes(app: FastifyInstance, kit: EmulatorKit<CodapayCredentials>) {
    const json = (text: string) => text;

    // "POST {Base URL}/init.json" (.../hosted-payment-page-integration/initiate-a-payment-request).
    app.post(`${restBase}/init.json`, route, async (request, reply) => {
      reply.type('application/json');
      const init = parse(request.body)?.initRequest as Record<string, unknown> | undefined;
      if (!init || typeof init !== 'object') return json(initResult(codes.badRequest));
      const account = kit.findAccount((c) => c.apiKey === init.apiKey);
      if (!account) return json(initResult(codes.unknownKey));
      const country = typeof init.country === 'number' ? countryAlpha2(init.country) : null;
      const currency = typeof init.currency === 'number' ? currencyAlpha(init.currency) : null;
      const local = country ? localCurrencyOf(country) : null;
      // A country's own currency, or USD converted by Coda (.../initiate-usd-transactions).
      if (!country || !currency || !local || (currency !== local && currency !== 'USD')) {
        return json(initResult(codes.badCountry));
      }
      const orderId = typeof init.orderId === 'string' ? init.orderId : '';
      const items = Array.isArray(init.items) ? (init.items as Record<string, unknown>[]) : [];
      const prices = items.map((item) =>
        typeof item?.price === 'number' ? fromCodaPrice(item.price, currency) : null,
      );
      const amountMinor = prices.reduce<number | null>(
        (sum, price) => (sum === null || price === null ? null : sum + price),
        0,
      );
      if (!/^.{1,64}$/.test(orderId) || !amountMinor || amountMinor <= 0) {
        return json(initResult(codes.badRequest));
      }
      const profile = entries((init.profile as { entry?: unknown } | undefined)?.entry);
      const userId = profile.find((e) => e.key === 'user_id')?.value;
      if (userId === undefined || userId === null || userId === '') {
        return json(initResult(codes.noUser));
      }
      // "Paytype=<value> - Specific Payment Channel": one of the account's channels; 0, Coda's
      // channel selection page, is not configured on the emulator's accounts (.../paytype-concept:
      // "else the transaction will fall into an error 233").
      const payType = init.payType;
      if (typeof payType !== 'number' || !Number.isInteger(payType) || payType < 0) {
        return json(initResult(codes.badRequest));
      }
      if (payType === 0) return json(initResult(codes.noSelectionPage));
      if (!Object.values(account.credentials.payTypes ?? {}).includes(payType)) {
        return json(initResult(codes.channelInactive));
      }
      const returnUrl = profile.find((e) => e.key === 'return_url')?.value;
      const usd = currency === 'USD' && local !== 'USD';
      const totalPrice = usd ? localPrice(amountMinor, local) : decimalOf(amountMinor, currency);
      if (totalPrice === null) return json(initResult(codes.noRate));
      const payment = await kit.store.insertPayment({
        // Coda's transaction ids are 64-bit numbers (7178589013775074766).
        id: randomId(String(1 + (Date.now() % 9)), 18, '0123456789'),
        provider: key,
        tenantId: account.tenantId,
        merchantRef: orderId,
        amountMinor,
        currency,
        description: String(items[0]?.name ?? ''),
        // "the Transaction Completion Notification URL configured in the publisher portal".
        notifyUrl: kit.notifyUrl(account.tenantId),
        returnUrl:
          typeof returnUrl === 'string' && /^https?:\/\//.test(returnUrl) ? returnUrl : null,
        data: {
          totalPrice,
          usdPrice: usd ? decimalOf(amountMinor, 'USD') : null,
          payType,
          userId: String(userId),
        } satisfies Txn,
      });
      request.log.info({ provider: key, paymentId: payment.id }, 'emulator codapay init');
      return json(initResult(codes.success, payment.id));
    });

    // The hosted payment page: "<host>/airtime/begin?type=3&txn_id=<txnId>".
    app.get<{ Querystring: { txn_id?: string } }>(
      '/emulator/codapay/airtime/begin',
      route,
      async (request, reply) =>
        reply.redirect(
          `/emulator/codapay/checkout/${encodeURIComponent(String(request.query.txn_id ?? ''))}`,
          302,
        ),
    );

    // inquiryPaymentResult (.../redirection-flow/verify-transaction-status).
    app.post(`${restBase}/inquiryPaymentResult.json`, route, async (request, reply) => {
      reply.type('application/json');
      const inquiry = parse(request.body)?.inquiryPaymentRequest as
        Record<string, unknown> | undefined;
      const refusal = ([resultCode, resultDesc]: Code) =>
        JSON.stringify({ paymentResult: { resultCode, resultDesc } });
      if (!inquiry || typeof inquiry !== 'object') return json(refusal(codes.badRequest));
      const account = kit.findAccount((c) => c.apiKey === inquiry.apiKey);
      if (!account) return json(refusal(codes.unknownKey));
      const txnId = String(inquiry.txnId ?? '');
      const payment = /^\d{1,20}$/.test(txnId) ? await kit.store.find(key, txnId) : null;
      if (!payment || payment.tenantId !== account.tenantId) return json(refusal(codes.notYours));
      const txn = txnOf(payment);
      const [resultCode, resultDesc] = resultOf(payment);
      const finished = payment.status !== 'open' && payment.status !== 'pending';
      return json(
        codaJson(
          {
            paymentResult: {
              orderId: payment.merchantRef,
              profile: {
                entry: [
                  { key: 'PaymentType', value: txn.payType },
                  { key: 'isStatusFinal', value: finished },
                  {
                    key: 'status',
                    value: resultCode === 0 ? 'success' : finished ? 'failed' : 'pending',
                  },
                ],
              },
              resultCode,
              resultDesc,
              // "Total price parameter only in local currency."
              totalPrice: Number(txn.totalPrice),
              txnId: payment.id,
            },
          },
          { txnId: payment.id },
        ),
      );
    });
  },

  notifications(payment, event, account): OutgoingNotification[] {
    // "You will be notified whenever a transaction is marked as 'Successful' or 'Failed'"; the
    // module's Airtime API has no refund or chargeback notification.
    if (event.type !== 'status' || !payment.notifyUrl) return [];
    if (!['succeeded', 'failed', 'cancelled'].includes(event.status)) return [];
    const txn = txnOf(payment);
    const resultCode = String(resultOf(payment)[0]);
    const query = new URLSearchParams({
      TxnId: payment.id,
      OrderId: payment.merchantRef,
      TotalPrice: txn.totalPrice,
      PaymentType: String(txn.payType),
      ResultCode: resultCode,
      // "TxnID + API key + OrderId + ResultCode", MD5 (.../transaction-notification/ensuring-security).
      Checksum: codapayChecksum(
        { txnId: payment.id, orderId: payment.merchantRef, resultCode },
        account.credentials.apiKey,
      ),
    });
    if (txn.usdPrice) query.set('USDPrice', txn.usdPrice);
    const separator = payment.notifyUrl.includes('?') ? '&' : '?';
    return [
      {
        url: `${payment.notifyUrl}${separator}${query.toString()}`,
        method: 'GET',
        headers: {},
        body: '',
      },
    ];
  },

  // "If your application processes the notification successfully, respond with 'ResultCode=0.'
  // Otherwise, return an error code. If no response is received, the notification will be resent
  // three times at 5-minute intervals." (.../get-notified-of-a-transaction-status-change)
  acknowledged: (response) =>
    response.status >= 200 && response.status < 300 && /ResultCode=0\b/.test(response.body),
  // An error code is an answer: received, not processed, and not resent. A 5xx stands for no
  // response (the merchant's server or its proxy down): resent. UNCONFIRMED: how Coda reads the
  // HTTP status of an answer; the docs speak of the ResultCode only.
  refusedForGood: (response) =>
    response.status < 500 && /(?:^|&)ResultCode=(?!0\b)\d+/.test(response.body.trim()),
  // The first notification and three resends.
  maxDeliveries: 4,

  returnStep(payment) {
    // "Complete landing page URL ... ?TxnId=XXXXXXXXX&OrderId=YYYYYYYYY", and the same for a
    // pending bank transfer or counter payment (.../redirection-flow/handling-redirects).
    if (!payment.returnUrl || payment.status === 'open') return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('TxnId', payment.id);
    url.searchParams.set('OrderId', payment.merchantRef);
    return { kind: 'link', url: url.toString() };
  },
};
