import type * as kit from '../../provider-kit/protocol.ts';
import { fromMyCardAmount, toMyCardAmount } from './amounts.ts';
import { mycardCredentials, type MyCardCredentials } from './credentials.ts';
import {
  authGlobalResponseSchema,
  formFields,
  notifyDataSchema,
  paymentConfirmResponseSchema,
  returnPostSchema,
  tradeQueryResponseSchema,
  type ReturnPost,
  type TradeQueryResponse,
} from './messages.ts';
import { authGlobalHash, verifyReturnHash, type AuthGlobalFields } from './signature.ts';

// MyCard (Taiwan) web checkout, notify-then-query:
//   AuthGlobal (server → MyCard, hashed) → AuthCode → the player pays on MyCardPay/?AuthCode=...
//   → MyCard posts the ReturnURL form (hashed) and, later, NotifyURL lists of trades
//   → TradeQuery(AuthCode) says whether the trade succeeded → PaymentConfirm(AuthCode) captures it.
// Money moves only at PaymentConfirm, so a verified notification is never 'paid' by itself: the
// caller runs complete() (TradeQuery + PaymentConfirm) with the AuthCode it kept as providerRef.
// Sources: see messages.ts and signature.ts.

// Hosts: xxtime/omnipay-mycard src/Message/PurchaseRequest.php ('test' => auth
// https://test.b2b.mycard520.com.tw, redirect https://test.mycard520.com.tw; 'live' =>
// https://b2b.mycard520.com.tw, https://www.mycard520.com.tw) and the /MyBillingPay/api/<call>
// paths used by every public client (AuthGlobal, TradeQuery, PaymentConfirm).
const liveApi = 'https://b2b.mycard520.com.tw/MyBillingPay/api';
const testApi = 'https://test.b2b.mycard520.com.tw/MyBillingPay/api';
const livePages = 'https://www.mycard520.com.tw';
const testPages = 'https://test.mycard520.com.tw';

export function mycardEndpoints(
  mode: kit.ProtocolMode,
  emulatorBase: string,
): kit.ProtocolEndpoints {
  if (mode === 'live') return { api: liveApi, pageOrigins: [livePages] };
  if (mode === 'test') return { api: testApi, pageOrigins: [testPages] };
  const base = emulatorBase.replace(/\/+$/, '');
  return { api: `${base}/emulator/mycard/MyBillingPay/api`, pageOrigins: [new URL(base).origin] };
}

/** The payment page: `<pages>/MyCardPay/?AuthCode=<AuthCode>` (PurchaseRequest::sendData). */
export function paymentPageUrl(api: string, authCode: string): string {
  const pages =
    api === liveApi
      ? livePages
      : api === testApi
        ? testPages
        : api.replace(/\/MyBillingPay\/api$/, '');
  return `${pages}/MyCardPay/?AuthCode=${encodeURIComponent(authCode)}`;
}

const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'application/json',
};

async function call(
  io: kit.ProtocolIo<MyCardCredentials>,
  name: 'AuthGlobal' | 'TradeQuery' | 'PaymentConfirm',
  fields: Record<string, string>,
): Promise<{ status: number; json: unknown }> {
  const response = await io.transport(`${io.endpoints.api}/${name}`, {
    method: 'POST',
    headers: formHeaders,
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return { status: response.status, json: JSON.parse(response.body) as unknown };
  } catch {
    return { status: response.status, json: null };
  }
}

/** TradeQuery(AuthCode) §3.3: the authoritative state of a trade, or null when unknown. */
async function tradeQuery(
  io: kit.ProtocolIo<MyCardCredentials>,
  authCode: string,
): Promise<TradeQueryResponse | null> {
  const { status, json } = await call(io, 'TradeQuery', { AuthCode: authCode });
  if (status !== 200) throw new Error(`mycard TradeQuery: HTTP ${status}`);
  const parsed = tradeQueryResponseSchema.safeParse(json);
  if (!parsed.success) throw new Error('mycard TradeQuery: unexpected answer');
  return parsed.data.ReturnCode === '1' ? parsed.data : null;
}

function amountOf(amount: string | null | undefined, currency: string | null | undefined) {
  const amountMinor = amount && currency ? fromMyCardAmount(amount, currency) : null;
  return { amountMinor, currency: amountMinor === null ? null : (currency ?? null) };
}

function returnFieldsOf(post: ReturnPost) {
  return {
    ReturnCode: post.ReturnCode,
    PayResult: post.PayResult,
    FacTradeSeq: post.FacTradeSeq,
    PaymentType: post.PaymentType ?? '',
    Amount: post.Amount ?? '',
    Currency: post.Currency ?? '',
    MyCardTradeNo: post.MyCardTradeNo ?? '',
    MyCardType: post.MyCardType ?? '',
    PromoCode: post.PromoCode ?? '',
  };
}

/** A ReturnURL post with a valid Hash, or why not. */
function readReturnPost(
  fields: Record<string, string>,
  facKey: string,
):
  | { ok: true; post: ReturnPost }
  | { ok: false; reason: 'unsigned' | 'malformed' | 'bad-signature' } {
  if (!fields.Hash) return { ok: false, reason: 'unsigned' };
  const parsed = returnPostSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (!verifyReturnHash(returnFieldsOf(parsed.data), facKey, parsed.data.Hash)) {
    return { ok: false, reason: 'bad-signature' };
  }
  return { ok: true, post: parsed.data };
}

export function createMyCardProtocol(options: {
  emulatorBase: string;
}): kit.ProviderProtocol<MyCardCredentials> {
  return {
    key: 'mycard',
    credentials: mycardCredentials,
    endpoints: (mode) => mycardEndpoints(mode, options.emulatorBase),

    async createPayment(io, request: kit.PaymentRequest): Promise<kit.CreatedPayment> {
      let amount: string;
      try {
        amount = toMyCardAmount(request.amountMinor, request.currency);
      } catch (err) {
        return { ok: false, error: `mycard: ${(err as Error).message}`, retryable: false };
      }
      const fields: AuthGlobalFields = {
        FacServiceId: io.credentials.facServiceId,
        FacTradeSeq: request.billingNo,
        // TradeType 2: web checkout (1 is the Android SDK) — "交易模式，1androidsdk，2web".
        TradeType: '2',
        ServerId: '',
        CustomerId: request.accountId,
        // Empty PaymentType/ItemCode: "參數為空時將依交易金額(Amount)和幣別(Currency)判斷可用的付費方式
        // 呈現給用戶選擇" (omnipay-mycard PurchaseRequest.php); a method may name its PaymentType.
        PaymentType: request.methodCode ?? '',
        ItemCode: '',
        ProductName: request.description,
        Amount: amount,
        Currency: request.currency,
        // SandBoxMode "true" on the test host (and the emulator), "false" on the live one.
        SandBoxMode: io.endpoints.api === liveApi ? 'false' : 'true',
      };
      let answer;
      try {
        answer = await call(io, 'AuthGlobal', {
          ...fields,
          Hash: authGlobalHash(fields, io.credentials.facKey),
        });
      } catch (err) {
        return { ok: false, error: `mycard: ${(err as Error).message}`, retryable: true };
      }
      if (answer.status !== 200) {
        return {
          ok: false,
          error: `mycard: HTTP ${answer.status}`,
          retryable: answer.status >= 500,
        };
      }
      const parsed = authGlobalResponseSchema.safeParse(answer.json);
      if (!parsed.success)
        return { ok: false, error: 'mycard: unexpected AuthGlobal answer', retryable: true };
      const { ReturnCode, ReturnMsg, AuthCode } = parsed.data;
      if (ReturnCode !== '1' || !AuthCode) {
        return {
          ok: false,
          error: `mycard: AuthGlobal refused (${ReturnCode}${ReturnMsg ? `: ${ReturnMsg}` : ''})`,
          retryable: false,
        };
      }
      // The AuthCode is the providerRef: TradeQuery and PaymentConfirm take nothing else.
      return {
        ok: true,
        kind: 'redirect',
        url: paymentPageUrl(io.endpoints.api, AuthCode),
        providerRef: AuthCode,
      };
    },

    async verifyNotification(
      io,
      notification: kit.IncomingNotification,
    ): Promise<kit.VerifiedNotification> {
      const fields = formFields(
        notification.method === 'POST' && notification.rawBody
          ? notification.rawBody
          : notification.query,
      );

      if ('DATA' in fields) {
        // NotifyURL (§3.6): unsigned, so it only names trades to query; each becomes a pending
        // event with no amount, and the caller settles it with complete() on its stored AuthCode.
        let data: unknown;
        try {
          data = JSON.parse(fields.DATA!) as unknown;
        } catch {
          return { ok: false, reason: 'malformed' };
        }
        const parsed = notifyDataSchema.safeParse(data);
        if (!parsed.success) return { ok: false, reason: 'malformed' };
        const { ReturnCode, FacServiceId, TotalNum, FacTradeSeq } = parsed.data;
        if (TotalNum !== undefined && TotalNum !== FacTradeSeq.length)
          return { ok: false, reason: 'malformed' };
        // A list for another service is not ours to act on.
        if (FacServiceId !== io.credentials.facServiceId)
          return { ok: false, reason: 'bad-signature' };
        if (ReturnCode !== '1') return { ok: true, events: [] };
        const events: kit.NotificationEvent[] = [...new Set(FacTradeSeq)].map((billingNo) => ({
          kind: 'payment',
          status: 'pending',
          finish: true,
          billingNo,
          // The list carries no AuthCode: the caller keeps the one of createPayment.
          providerRef: '',
          eventId: `mycard:notify:${billingNo}`,
          amountMinor: null,
          currency: null,
        }));
        return { ok: true, events };
      }

      // ReturnURL (§3.2): signed by Hash. PayResult 3 is an authorised trade, still to be
      // captured by PaymentConfirm, hence 'pending'; anything else failed.
      const read = readReturnPost(fields, io.credentials.facKey);
      if (!read.ok) return { ok: false, reason: read.reason };
      const post = read.post;
      const succeeded = post.ReturnCode === '1' && post.PayResult === '3';
      return {
        ok: true,
        events: [
          {
            kind: 'payment',
            status: succeeded ? 'pending' : 'failed',
            billingNo: post.FacTradeSeq,
            providerRef: '',
            eventId: `mycard:return:${post.FacTradeSeq}:${post.PayResult}:${post.MyCardTradeNo ?? ''}`,
            ...amountOf(post.Amount, post.Currency),
          },
        ],
      };
    },

    answer(outcome): kit.NotificationAnswer {
      // UNCONFIRMED: MyCard documents no body for the NotifyURL answer (public handlers answer
      // "OK" or a JSON ReturnCode); the ReturnURL is the player's browser, which the route sends on
      // to the store's result page. A plain status is our reading.
      if (outcome === 'accepted') return { status: 200, contentType: 'text/plain', body: 'OK' };
      if (outcome === 'retry') return { status: 503, contentType: 'text/plain', body: 'RETRY' };
      return { status: 400, contentType: 'text/plain', body: 'FAIL' };
    },

    async complete(io, ref): Promise<kit.QueriedPayment | null> {
      // A ReturnURL post handed over must be MyCard's and about this order; an empty one (the
      // NotifyURL path) goes straight to the query.
      if (ref.returnQuery) {
        const read = readReturnPost(formFields(ref.returnQuery), io.credentials.facKey);
        if (!read.ok || read.post.FacTradeSeq !== ref.billingNo) return null;
      }
      // "TradeQuery before acting": the state MyCard holds, whatever the post said.
      const trade = await tradeQuery(io, ref.providerRef);
      if (!trade || trade.FacTradeSeq !== ref.billingNo) return null;
      const amount = amountOf(trade.Amount, trade.Currency);
      if (trade.PayResult === '0')
        return { status: 'failed', providerRef: ref.providerRef, ...amount };
      if (trade.PayResult !== '3')
        return { status: 'pending', providerRef: ref.providerRef, ...amount };
      // PaymentConfirm takes the player's money: only for the trade this order asked for. A trade
      // for another amount or currency (1 TWD for a 30 TWD order) is never confirmed, so MyCard
      // does not charge it, and it is reported with MyCard's amount as not taken ('failed'): the
      // caller's amount check then records the mismatch on the order and changes nothing, and the
      // notification is answered, not retried for ever (issue 28). Without the order's amount
      // there is nothing to compare with, so nothing is confirmed either.
      const expected = ref.expected;
      const sameTrade =
        expected !== undefined &&
        amount.amountMinor === expected.amountMinor &&
        amount.currency !== null &&
        amount.currency.toUpperCase() === expected.currency.toUpperCase();
      if (!sameTrade) return { status: 'failed', providerRef: ref.providerRef, ...amount };

      // PaymentConfirm §3.4 "確認 MyCard 交易，並進行請款": the capture.
      const { status, json } = await call(io, 'PaymentConfirm', { AuthCode: ref.providerRef });
      if (status !== 200) throw new Error(`mycard PaymentConfirm: HTTP ${status}`);
      const parsed = paymentConfirmResponseSchema.safeParse(json);
      if (!parsed.success) throw new Error('mycard PaymentConfirm: unexpected answer');
      // UNCONFIRMED: a second PaymentConfirm of the same AuthCode is refused ("二次确认会失败
      // ReturnCode=MBP006", omnipay-mycard ConfirmResponse.php), so a refusal is reported as
      // pending, never paid: the caller must have recorded the first capture.
      const captured = parsed.data.ReturnCode === '1';
      return { status: captured ? 'paid' : 'pending', providerRef: ref.providerRef, ...amount };
    },

    // TradeQuery cannot tell a captured trade (below): asked per order, every order paid here
    // would read as missing there, so the daily comparison skips MyCard (reconcile/query-day.ts);
    // MyCard compares the other way, posting to our difference report (difference-report.ts).
    queriesPayments: false,
    async queryPayment(io, ref): Promise<kit.QueriedPayment | null> {
      // TradeQuery is keyed by AuthCode only. It tells a successful trade from a failed one but
      // not whether it was captured, so PayResult 3 is 'pending' here: only complete() reports
      // 'paid', after its own PaymentConfirm.
      if (!ref.providerRef) return null;
      const trade = await tradeQuery(io, ref.providerRef);
      if (!trade || trade.FacTradeSeq !== ref.billingNo) return null;
      return {
        status: trade.PayResult === '0' ? 'failed' : 'pending',
        providerRef: ref.providerRef,
        ...amountOf(trade.Amount, trade.Currency),
      };
    },

    async refund() {
      // MyCard's merchant API (AuthGlobal, TradeQuery, PaymentConfirm, IngamePay, SDKTradeQuery,
      // CostAgainService/Cancel — the calls public clients implement) has no refund call, and
      // MyCard sends no refund notification (its notify only names trades to confirm), so no
      // event of this module carries a refundRef (issue 31 item 9): nothing can be counted twice.
      return { ok: false, error: 'mycard: the MyCard API has no refund call' };
    },
  };
}
