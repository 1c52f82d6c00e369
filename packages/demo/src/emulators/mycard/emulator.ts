import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MyCardCredentials } from '@topup/server/modules/payments/providers/mycard/credentials';
import {
  fromMyCardAmount,
  toMyCardAmount,
} from '@topup/server/modules/payments/providers/mycard/amounts';
import { formFields } from '@topup/server/modules/payments/providers/mycard/messages';
import {
  authGlobalHash,
  returnHash,
  type AuthGlobalFields,
  type ReturnFields,
} from '@topup/server/modules/payments/providers/mycard/signature';
import type { EmulatorAccount, OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import type { EmulatorKit } from '../kit/kit.ts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// MyCard (Taiwan) as the store's protocol module calls it (payments/providers/mycard): AuthGlobal
// gives an AuthCode for a hashed trade, the player pays on MyCardPay/?AuthCode=, MyCard posts the
// ReturnURL form (hashed) back through the player's browser and sends the NotifyURL list (§3.6)
// server to server, the merchant asks TradeQuery and captures with PaymentConfirm. Field names,
// hash orders and sample answers are the protocol module's (see its messages.ts, signature.ts and
// fixtures/README.md for their sources). MyCard's API has no refund call: a refund or chargeback
// made in the emulator's console is recorded there and MyCard tells the merchant nothing.

const key = 'mycard';
const api = '/emulator/mycard/MyBillingPay/api';
const route = { config: { tenancy: false }, schema: { hide: true } } as const;

/**
 * The ReturnURL and NotifyURL a brand registers with MyCard for its service (they are agreed with
 * MyCard, not sent in AuthGlobal): the store's notification route for the brand. The ReturnURL is
 * posted by the player's browser from the emulator's page, so it stays relative to that page's
 * origin (the player's); the NotifyURL is called server to server at the emulators' base URL.
 */
const notifyPath = (tenantId: string) => `/api/pay/notify/mycard/${encodeURIComponent(tenantId)}`;

/** MyCard's answers are JSON with codes as strings. */
type Answer = Record<string, string | number | null>;

// UNCONFIRMED: MyCard's error codes are in its merchant spec only. MBP006 (no authorised trade to
// confirm) is quoted by omnipay-mycard ConfirmResponse.php; the emulator's other refusals use
// codes of its own in the same style, and every public client only tests ReturnCode == "1".
const refusals = {
  unknownService: { ReturnCode: 'MBP001', ReturnMsg: '廠商服務代碼錯誤' },
  badHash: { ReturnCode: 'MBP002', ReturnMsg: '驗證碼錯誤' },
  badParams: { ReturnCode: 'MBP003', ReturnMsg: '參數錯誤' },
  duplicate: { ReturnCode: 'MBP004', ReturnMsg: '廠商交易序號重複' },
  unknownTrade: { ReturnCode: 'MBP005', ReturnMsg: '查無交易' },
  notConfirmable: { ReturnCode: 'MBP006', ReturnMsg: '查無授權交易,交易狀態可能不符合' },
  unfinished: { ReturnCode: 'MBP007', ReturnMsg: '交易尚未完成' },
} as const;

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(a) || !/^[0-9a-fA-F]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** "yyMMdd" in Taiwan time, as MyCard's sequence numbers start (KDS1809210000151). */
function taipeiDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '');
}

type TradeData = {
  tradeSeq: string;
  myCardTradeNo: string;
  paymentType: string;
  customerId: string;
  amount: string;
};

function tradeOf(payment: EmulatorPayment): TradeData {
  const data = payment.data as Partial<TradeData>;
  return {
    tradeSeq: data.tradeSeq ?? '',
    myCardTradeNo: data.myCardTradeNo ?? '',
    paymentType: data.paymentType ?? '',
    customerId: data.customerId ?? '',
    amount: data.amount ?? toMyCardAmount(payment.amountMinor, payment.currency),
  };
}

/** PayResult: "交易成功為 3; 交易失敗為 0" (omnipay-mycard NotificationRequest.php). */
function payResultOf(status: string): '3' | '0' | null {
  if (status === 'authorized' || status === 'succeeded') return '3';
  if (status === 'failed' || status === 'cancelled') return '0';
  return null;
}

/** The ReturnURL post fields for a finished trade, hashed with the brand's key (§3.2). */
export function returnFields(payment: EmulatorPayment, facKey: string): Record<string, string> {
  const trade = tradeOf(payment);
  const payResult = payResultOf(payment.status) ?? '0';
  const fields: ReturnFields = {
    // "ReturnCode 1 does not mean the trade succeeded; see PayResult".
    ReturnCode: '1',
    PayResult: payResult,
    FacTradeSeq: payment.merchantRef,
    PaymentType: trade.paymentType,
    Amount: trade.amount,
    Currency: payment.currency,
    MyCardTradeNo: payResult === '3' ? trade.myCardTradeNo : '',
    MyCardType: '',
    PromoCode: '',
  };
  return {
    ...fields,
    ReturnMsg:
      payResult === '3' ? '交易成功' : payment.status === 'cancelled' ? '使用者取消' : '交易失敗',
    SerialId: '',
    Hash: returnHash(fields, facKey),
  };
}

export const mycardEmulator: ProviderEmulator<MyCardCredentials> = {
  key,
  name: 'MyCard',
  // Money moves only at the merchant's PaymentConfirm (§3.4).
  approvedStatus: 'authorized',

  generateCredentials: (tenantId) => ({
    // FacServiceId: the service code MyCard assigns; the key is 32 letters and digits like the
    // captured one of fixtures/return-post.txt.
    facServiceId: `${tenantId
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 16)}${randomId('', 6)}`,
    facKey: randomId('', 32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  }),

  routes(app: FastifyInstance, kit: EmulatorKit<MyCardCredentials>) {
    const answer = (body: Answer) => body;

    // §3.1 AuthGlobal: a form post of the trade and its Hash; the AuthCode names the trade from now on.
    app.post(`${api}/AuthGlobal`, route, async (request) => {
      const f = formFields(typeof request.body === 'string' ? request.body : '');
      const account = kit.findAccount((c) => c.facServiceId === f.FacServiceId);
      if (!account) return answer(refusals.unknownService);
      const fields: AuthGlobalFields = {
        FacServiceId: f.FacServiceId ?? '',
        FacTradeSeq: f.FacTradeSeq ?? '',
        TradeType: f.TradeType ?? '',
        ServerId: f.ServerId ?? '',
        CustomerId: f.CustomerId ?? '',
        PaymentType: f.PaymentType ?? '',
        ItemCode: f.ItemCode ?? '',
        ProductName: f.ProductName ?? '',
        Amount: f.Amount ?? '',
        Currency: f.Currency ?? '',
        SandBoxMode: f.SandBoxMode ?? '',
      };
      if (!sameHex(f.Hash ?? '', authGlobalHash(fields, account.credentials.facKey))) {
        return answer(refusals.badHash);
      }
      // "廠商交易序號 - 只能用英數、底線(_)及連字號(-)"; TradeType 1 Android SDK, 2 web.
      const amountMinor = /^[A-Z]{3}$/.test(fields.Currency)
        ? fromMyCardAmount(fields.Amount, fields.Currency)
        : null;
      if (
        !/^[\w-]{1,64}$/.test(fields.FacTradeSeq) ||
        !['1', '2'].includes(fields.TradeType) ||
        !fields.CustomerId ||
        !fields.ProductName ||
        amountMinor === null ||
        amountMinor <= 0
      ) {
        return answer(refusals.badParams);
      }
      if (await kit.store.findByRef(key, account.tenantId, fields.FacTradeSeq)) {
        return answer(refusals.duplicate);
      }
      const day = taipeiDay(kit.now());
      const payment = await kit.store.insertPayment({
        id: randomId('', 32, '0123456789ABCDEF'),
        provider: key,
        tenantId: account.tenantId,
        merchantRef: fields.FacTradeSeq,
        amountMinor,
        currency: fields.Currency,
        description: fields.ProductName,
        notifyUrl: kit.notifyUrl(account.tenantId),
        returnUrl: null,
        data: {
          tradeSeq: randomId(`KDS${day}`, 7, '0123456789'),
          // MyCardTradeNo of a member-points (COSTPOINT) trade: "MMS 開頭+數字".
          myCardTradeNo: randomId(`MMS${day}`, 10, '0123456789'),
          // Empty: the player chooses on MyCard's page; the emulator's page is member points.
          paymentType: fields.PaymentType || 'COSTPOINT',
          customerId: fields.CustomerId,
          amount: fields.Amount,
        } satisfies TradeData,
      });
      request.log.info(
        { provider: key, paymentId: payment.id },
        'emulator mycard trade authorised',
      );
      return answer({
        ReturnCode: '1',
        ReturnMsg: '授權成功',
        AuthCode: payment.id,
        TradeSeq: tradeOf(payment).tradeSeq,
        InGameSaveType: '2',
      });
    });

    // The payment page, `MyCardPay/?AuthCode=<AuthCode>`: the emulator's hosted checkout.
    for (const path of ['/emulator/mycard/MyCardPay', '/emulator/mycard/MyCardPay/']) {
      app.get<{ Querystring: { AuthCode?: string } }>(path, route, async (request, reply) => {
        const authCode = String(request.query.AuthCode ?? '');
        // Relative: the player stays on the origin they came by.
        return reply.redirect(`/emulator/mycard/checkout/${encodeURIComponent(authCode)}`, 302);
      });
    }

    const byAuthCode = async (body: unknown) => {
      const authCode = formFields(typeof body === 'string' ? body : '').AuthCode ?? '';
      return authCode ? kit.store.find(key, authCode) : null;
    };

    // §3.3 TradeQuery(AuthCode): the trade as MyCard holds it.
    app.post(`${api}/TradeQuery`, route, async (request) => {
      const payment = await byAuthCode(request.body);
      if (!payment) return answer(refusals.unknownTrade);
      const payResult = payResultOf(payment.status);
      // UNCONFIRMED: what TradeQuery answers before the player finishes; a refusal here, which the
      // store reads as "nothing decisive yet".
      if (!payResult) return answer(refusals.unfinished);
      const trade = tradeOf(payment);
      return answer({
        ReturnCode: '1',
        ReturnMsg: '查詢成功',
        PayResult: payResult,
        FacTradeSeq: payment.merchantRef,
        PaymentType: trade.paymentType,
        Amount: trade.amount,
        Currency: payment.currency,
        MyCardTradeNo: payResult === '3' ? trade.myCardTradeNo : '',
        MyCardType: '',
        PromoCode: '',
        SerialId: '',
      });
    });

    // §3.4 PaymentConfirm(AuthCode): the capture, once ("二次确认会失败 ReturnCode=MBP006").
    app.post(`${api}/PaymentConfirm`, route, async (request) => {
      const payment = await byAuthCode(request.body);
      if (!payment) return answer(refusals.unknownTrade);
      const captured = await kit.changeStatus(payment, ['authorized'], 'succeeded');
      if (!captured) return answer({ ...refusals.notConfirmable, FacTradeSeq: '', TradeSeq: '' });
      request.log.info({ provider: key, paymentId: payment.id }, 'emulator mycard trade confirmed');
      return answer({
        ReturnCode: '1',
        ReturnMsg: '請款成功',
        FacTradeSeq: captured.merchantRef,
        TradeSeq: tradeOf(captured).tradeSeq,
        SerialId: '',
      });
    });
  },

  notifications(
    payment,
    event,
    account: EmulatorAccount<MyCardCredentials>,
  ): OutgoingNotification[] {
    // §3.6 "MyCard 主動通知 CP 廠商交易成功": a list of successful trades for the service, unsigned
    // (the merchant queries each). Nothing else is notified: failures come back by the ReturnURL
    // only, and MyCard has no refund or chargeback notification.
    if (event.type !== 'status' || event.status !== 'authorized' || !payment.notifyUrl) return [];
    const data = {
      ReturnCode: '1',
      ReturnMsg: 'QueryOK',
      FacServiceId: account.credentials.facServiceId,
      TotalNum: 1,
      FacTradeSeq: [payment.merchantRef],
    };
    return [
      {
        url: payment.notifyUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ DATA: JSON.stringify(data) }).toString(),
      },
    ];
  },

  // UNCONFIRMED: MyCard documents no body for the NotifyURL answer; any 2xx ends the resends.
  acknowledged: (response) => response.status >= 200 && response.status < 300,

  returnStep(payment, account) {
    if (!payResultOf(payment.status)) return null;
    return {
      kind: 'form',
      url: notifyPath(payment.tenantId),
      fields: returnFields(payment, account.credentials.facKey),
    };
  },
};
