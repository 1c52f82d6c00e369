import { beforeEach, describe, expect, it } from 'vitest';
import {
  adyenReturnOf,
  forgetAdyenSession,
  rememberAdyenSession,
  withoutAdyenReturn,
} from './adyen-return.ts';

const session = {
  provider: 'adyen',
  session_id: 'CS0123456789ABCDEF',
  client_key: 'test_ABC',
  script_url: '',
  session_data: 'Ab02b4c0!secret',
  environment: 'emulator',
  emulator_url: 'http://watt.localhost:8080/emulator/adyen/',
};

beforeEach(() => forgetAdyenSession());

describe('coming back from an Adyen redirect', () => {
  it('finds the session this page started, without keeping its session data', () => {
    rememberAdyenSession(session);
    const back = adyenReturnOf('?billing_no=TP1&sessionId=CS0123456789ABCDEF&redirectResult=abc');
    expect(back).toEqual({
      redirectResult: 'abc',
      session: {
        provider: 'adyen',
        session_id: 'CS0123456789ABCDEF',
        client_key: 'test_ABC',
        script_url: '',
        environment: 'emulator',
        emulator_url: 'http://watt.localhost:8080/emulator/adyen/',
      },
    });
  });

  it('ignores another session, or an address without a redirect result', () => {
    rememberAdyenSession(session);
    expect(adyenReturnOf('?sessionId=CSFFFFFFFFFFFFFFFF&redirectResult=abc')).toBeNull();
    expect(adyenReturnOf('?sessionId=CS0123456789ABCDEF')).toBeNull();
    forgetAdyenSession();
    expect(adyenReturnOf('?sessionId=CS0123456789ABCDEF&redirectResult=abc')).toBeNull();
  });

  it("drops Adyen's parameters from the address and keeps the rest", () => {
    expect(withoutAdyenReturn('?billing_no=TP1&sessionId=CS1&redirectResult=x&client_id=1')).toBe(
      '?billing_no=TP1&client_id=1',
    );
    expect(withoutAdyenReturn('?sessionId=CS1&redirectResult=x')).toBe('');
  });
});
