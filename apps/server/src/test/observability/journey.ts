import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { encodeCardInfo } from '@topup/contracts/card-info';
import { encodeCredential } from '@topup/contracts/credentials';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { DEMO_CARD_PASSWORD, demoCardNo } from '@topup/demo/seed/cards/seed-data';
import { hostOf, payKit, signedCallback, tenantById } from '../../modules/payments/test-kit.ts';
import type { TestApp } from '../create-test-app.ts';

/** Every line the app's logger writes, parsed (pino writes one JSON object per line). */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => lines.join('\n'),
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export type JourneyResult = {
  tenant: Tenant;
  /** Everything a log line or an error report must never contain. */
  secrets: { token: string; password: string; encodedPassword: string; cards: string[] };
  paidBillingNo: string;
  cardBillingNo: string;
};

type Answer = { status: number; code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A player's whole visit through app.inject: password login, a GET carrying the token in its URL
 * (as the app sends every GET), a PayPal order paid by a signed callback (and a forged one
 * refused), delivered by the relay, a prepaid card checked and exchanged with its password, both
 * orders' info, an unknown API path with the token in its query, a wrong card password, and a
 * client error report that still carries the token and the card secrets.
 */
export async function runJourney(t: () => TestApp): Promise<JourneyResult> {
  const kit = payKit(t);
  const tenant = tenantById('watt');
  const host = hostOf(tenant);
  const app = () => t().app;
  const clientId = tenant.games[0]!.clients.web.clientId;
  const inject = async (opts: InjectOptions): Promise<Answer> => {
    const res = await app().inject(opts);
    return { status: res.statusCode, ...(res.json() as object) } as Answer;
  };

  const password = 'demo1234';
  const encodedPassword = encodeCredential(password);
  const login = await inject({
    method: 'POST',
    url: '/util/login/auth',
    headers: { host },
    payload: {
      username: encodeCredential('demo'),
      password: encodedPassword,
      client_id: clientId,
      login_type: 'account',
    },
  });
  if (login.code !== 1) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const token = String(login.data.oauth_token);

  await inject({
    url: `/util/login/get_user_info?client_id=${clientId}&oauth_token=${encodeURIComponent(token)}`,
    headers: { host },
  });

  const { body } = await kit.payloadFor(await kit.methodFor('pay/paypal_pay'));
  body.oauth_token = token;
  const pay = await inject({
    method: 'POST',
    url: '/api/pay/paypal_pay',
    headers: { host },
    payload: body,
  });
  if (pay.code !== 1) throw new Error(`pay failed: ${JSON.stringify(pay)}`);
  const paidBillingNo = String(pay.data.billing_no);
  const order = await app().orders.getOrder(tenant.id, paidBillingNo);
  const paid = {
    event_id: `evt_${paidBillingNo}`,
    tenant_id: tenant.id,
    merchant_ref: paidBillingNo,
    provider_txn_id: order!.providerTxnId!,
    status: 'succeeded',
    amount_minor: order!.amountMinor,
    currency: order!.currency,
  };
  const signed = signedCallback(t, paid, { provider: 'paypal' });
  const notify = (headers: Record<string, string>) =>
    inject({
      method: 'POST',
      url: '/api/pay/notify/paypal',
      headers: { host: 'notify.provider.example', ...headers },
      payload: signed.raw,
    });
  await notify({ ...signed.headers, 'x-pay-signature': 'ab'.repeat(32) });
  const accepted = await notify(signed.headers);
  if (accepted.status !== 200) throw new Error(`callback refused: ${JSON.stringify(accepted)}`);
  await notify(signed.headers);

  const cardNo = demoCardNo(tenant.id, 1);
  const cardInfo = encodeCardInfo(cardNo, DEMO_CARD_PASSWORD);
  const role = { server_id: '1001', role_id: '1001011' };
  await inject({
    method: 'POST',
    url: '/api/card/check',
    headers: { host },
    payload: { client_id: clientId, card_info: cardInfo, oauth_token: token },
  });
  const exchange = await inject({
    method: 'POST',
    url: '/api/card/exchange',
    headers: { host },
    payload: {
      client_id: clientId,
      ...role,
      platform: 'web',
      areaId: 'universal',
      domain_area: 'universal',
      card_info: cardInfo,
      oauth_token: token,
    },
  });
  if (exchange.code !== 1) throw new Error(`exchange failed: ${JSON.stringify(exchange)}`);
  const cardBillingNo = String(exchange.data.billing_no);
  const wrongCard = encodeCardInfo(demoCardNo(tenant.id, 2), 'wrong-pin-987');
  await inject({
    method: 'POST',
    url: '/api/card/check',
    headers: { host },
    payload: { client_id: clientId, card_info: wrongCard, oauth_token: token },
  });

  await app().outboxRelay.runOnce();

  for (const billingNo of [paidBillingNo, cardBillingNo]) {
    await inject({
      url: `/api/pay/getOrderInfo?billing_no=${billingNo}&oauth_token=${encodeURIComponent(token)}`,
      headers: { host },
    });
  }
  await inject({
    url: `/api/nothing-here?oauth_token=${encodeURIComponent(token)}`,
    headers: { host },
  });
  // A failed call reported by a client that did not strip its secrets (an old app build).
  await inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { host, 'content-type': 'application/json' },
    payload: {
      path: `/api/pay/getOrderInfo?billing_no=${paidBillingNo}&oauth_token=${token}`,
      attempt: 1,
      origin: `https://${host}`,
      error: `TypeError: failed /api/card/check?card_info=${encodeURIComponent(cardInfo)}`,
      page: `https://${host}/goods?visit=sdk&oauth_token=${token}#card_pwd=${DEMO_CARD_PASSWORD}`,
    },
  });

  return {
    tenant,
    secrets: {
      token,
      password,
      encodedPassword,
      cards: [cardNo, DEMO_CARD_PASSWORD, cardInfo, 'wrong-pin-987', wrongCard],
    },
    paidBillingNo,
    cardBillingNo,
  };
}
