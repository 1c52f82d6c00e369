import { describe, expect, it } from 'vitest';
import { authGlobalHash, dotnetUrlEncode, returnHash, verifyReturnHash } from './signature.ts';

// A real ReturnURL post and its key, from a public test script (fixtures/README.md). Checked once:
//   printf '%s' '135qA6rmrVipdkixClEoXHCOSTPOINT4.99USDMMS1809210000151021A0000At4qwWinp0cHizEmmX2qZPWW0jX0gXrl' \
//     | openssl dgst -sha256
//   → be69e32e03a4fbb949bf64c6dc76f9500cbea1f2a562adae61ac2b4eba805759
const facKey = 'At4qwWinp0cHizEmmX2qZPWW0jX0gXrl';
const captured = {
  ReturnCode: '1',
  PayResult: '3',
  FacTradeSeq: '5qA6rmrVipdkixClEoXH',
  PaymentType: 'COSTPOINT',
  Amount: '4.99',
  Currency: 'USD',
  MyCardTradeNo: 'MMS1809210000151021',
  MyCardType: '',
  PromoCode: 'A0000',
};
const capturedHash = 'be69e32e03a4fbb949bf64c6dc76f9500cbea1f2a562adae61ac2b4eba805759';

describe('MyCard Hash', () => {
  it('encodes like .NET HttpUtility.UrlEncode: UTF-8, + for space, lower-case escapes', () => {
    expect(dotnetUrlEncode('60 鑽石 (Diamonds)')).toBe('60+%e9%91%bd%e7%9f%b3+(Diamonds)');
    expect(dotnetUrlEncode("a~b'c/d&e=f")).toBe('a%7eb%27c%2fd%26e%3df');
    expect(dotnetUrlEncode('AbC-_.!*()09')).toBe('AbC-_.!*()09');
  });

  it('reproduces the hash of the captured ReturnURL post (capitals kept)', () => {
    expect(returnHash(captured, facKey)).toBe(capturedHash);
    expect(verifyReturnHash(captured, facKey, capturedHash)).toBe(true);
    expect(verifyReturnHash(captured, facKey, capturedHash.toUpperCase())).toBe(true);
  });

  it('refuses a changed amount, another key or a malformed hash', () => {
    expect(verifyReturnHash({ ...captured, Amount: '49.90' }, facKey, capturedHash)).toBe(false);
    expect(verifyReturnHash({ ...captured, PayResult: '0' }, facKey, capturedHash)).toBe(false);
    expect(verifyReturnHash(captured, 'another-key', capturedHash)).toBe(false);
    expect(verifyReturnHash(captured, facKey, capturedHash.slice(1))).toBe(false);
  });

  it('hashes the AuthGlobal fields in the documented order', () => {
    // Independent computation, run once:
    //   python3: urllib.parse.quote_plus(pre, safe='-_.!*()'), %XX lower-cased, where pre =
    //   'MyShopService' 'B20240101000001' '2' '' 'player-105' '' '' '60 鑽石 (Diamonds)' '150' 'TWD'
    //   'true' + key → 'MyShopServiceB202401010000012player-10560+%e9%91%bd%e7%9f%b3+(Diamonds)150TWDtrueAt4q…'
    //   | openssl dgst -sha256 → e9f5e5ef3f6448a56d41c21400b1260e74ef0193f7e2f24060b8d6d7d2acfb1c
    const fields = {
      FacServiceId: 'MyShopService',
      FacTradeSeq: 'B20240101000001',
      TradeType: '2',
      ServerId: '',
      CustomerId: 'player-105',
      PaymentType: '',
      ItemCode: '',
      ProductName: '60 鑽石 (Diamonds)',
      Amount: '150',
      Currency: 'TWD',
      SandBoxMode: 'true',
    };
    expect(authGlobalHash(fields, facKey)).toBe(
      'e9f5e5ef3f6448a56d41c21400b1260e74ef0193f7e2f24060b8d6d7d2acfb1c',
    );
    expect(authGlobalHash({ ...fields, Amount: '1500' }, facKey)).not.toBe(
      'e9f5e5ef3f6448a56d41c21400b1260e74ef0193f7e2f24060b8d6d7d2acfb1c',
    );
  });
});
