import { createHash, timingSafeEqual } from 'node:crypto';

// MyCard's Hash: the documented parameters concatenated in a fixed order with the factory key
// appended (PreHashValue), URL-encoded, SHA-256, lower-case hex.
//
// Sources (MyCard's own spec, 「MyCard 廠商交易 API」, is distributed to merchants only):
// - the order of the ReturnURL hash, "preHashValue = ReturnCode + PayResult + FacTradeSeq +
//   PaymentType + Amount + Currency + MyCardTradeNo + MyCardType + PromoCode + 廠商的 Key", and of
//   the AuthGlobal hash (FacServiceId + FacTradeSeq + TradeType + ServerId + CustomerId +
//   PaymentType + ItemCode + ProductName + Amount + Currency + SandBoxMode + key): xxtime/omnipay-mycard,
//   src/Message/AbstractRequest.php and src/Message/TokenRequest.php; the same order in
//   privateVision/message_center_api, appapi/app/Http/Controllers/Api/Pay/MycardController.php;
// - the encoding: that PHP controller URL-encodes the whole PreHashValue and lower-cases only the
//   %XX escapes (preg_replace_callback('/%[0-9A-F]{2}/', strtolower)) — which is what .NET's
//   HttpUtility.UrlEncode, MyCard's platform, writes natively;
// - a real ReturnURL post captured in a public test script (fixtures/return-post.txt) hashes
//   exactly so: its FacTradeSeq and key keep their capitals, so the whole string is NOT
//   lower-cased (checked with openssl, see signature.test.ts).
// UNCONFIRMED: the exact set of characters .NET leaves unencoded (A-Z a-z 0-9 - _ . ! * ( ),
// space as '+') is taken from HttpUtility.UrlEncode, not from a MyCard example; it only matters
// for values with such punctuation (a product name).

const unreserved = /[A-Za-z0-9\-_.!*()]/;

/** .NET HttpUtility.UrlEncode: UTF-8, space as '+', lower-case hex escapes. */
export function dotnetUrlEncode(value: string): string {
  let out = '';
  for (const char of value) {
    if (char === ' ') out += '+';
    else if (unreserved.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

export function mycardHash(preHashValue: string, facKey: string): string {
  return createHash('sha256')
    .update(dotnetUrlEncode(preHashValue + facKey), 'utf8')
    .digest('hex');
}

/** The AuthGlobal request fields that enter its Hash, in the hash order. */
export type AuthGlobalFields = {
  FacServiceId: string;
  FacTradeSeq: string;
  TradeType: string;
  ServerId: string;
  CustomerId: string;
  PaymentType: string;
  ItemCode: string;
  ProductName: string;
  Amount: string;
  Currency: string;
  SandBoxMode: string;
};

export function authGlobalHash(f: AuthGlobalFields, facKey: string): string {
  return mycardHash(
    f.FacServiceId +
      f.FacTradeSeq +
      f.TradeType +
      f.ServerId +
      f.CustomerId +
      f.PaymentType +
      f.ItemCode +
      f.ProductName +
      f.Amount +
      f.Currency +
      f.SandBoxMode,
    facKey,
  );
}

/** The ReturnURL post fields that enter its Hash. */
export type ReturnFields = {
  ReturnCode: string;
  PayResult: string;
  FacTradeSeq: string;
  PaymentType: string;
  Amount: string;
  Currency: string;
  MyCardTradeNo: string;
  MyCardType: string;
  PromoCode: string;
};

export function returnHash(f: ReturnFields, facKey: string): string {
  return mycardHash(
    f.ReturnCode +
      f.PayResult +
      f.FacTradeSeq +
      f.PaymentType +
      f.Amount +
      f.Currency +
      f.MyCardTradeNo +
      f.MyCardType +
      f.PromoCode,
    facKey,
  );
}

/** Constant-time check of a ReturnURL post's Hash (hex, either case). */
export function verifyReturnHash(f: ReturnFields, facKey: string, hash: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(hash)) return false;
  return timingSafeEqual(Buffer.from(returnHash(f, facKey), 'hex'), Buffer.from(hash, 'hex'));
}
