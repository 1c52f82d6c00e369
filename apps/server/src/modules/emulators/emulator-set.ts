import { adyenEmulator } from './adyen/emulator.ts';
import { airwallexEmulator } from './airwallex/emulator.ts';
import { alipayEmulator } from './alipay/emulator.ts';
import { codapayEmulator } from './codapay/emulator.ts';
import { ebanxEmulator } from './ebanx/emulator.ts';
import { kakaopayEmulator } from './kakaopay/emulator.ts';
import type { AnyEmulator } from './kit/emulator.ts';
import { mycardEmulator } from './mycard/emulator.ts';
import { pagsmileEmulator } from './pagsmile/emulator.ts';
import { payermaxEmulator } from './payermax/emulator.ts';
import { paypalEmulator } from './paypal/paypal-emulator.ts';
import { xsollaEmulator } from './xsolla/xsolla-emulator.ts';

/**
 * Every provider whose emulator speaks its own wire protocol (issue 14). A brand pays such a
 * provider through its protocol module against the emulator unless PAYMENT_CREDENTIALS_FILE puts
 * it in test or live mode; the other providers keep the generic sandbox gateway.
 */
export const providerEmulators: readonly AnyEmulator[] = [
  adyenEmulator as AnyEmulator,
  xsollaEmulator as AnyEmulator,
  paypalEmulator as AnyEmulator,
  mycardEmulator as AnyEmulator,
  codapayEmulator as AnyEmulator,
  payermaxEmulator as AnyEmulator,
  ebanxEmulator as AnyEmulator,
  alipayEmulator as AnyEmulator,
  pagsmileEmulator as AnyEmulator,
  kakaopayEmulator as AnyEmulator,
  airwallexEmulator as AnyEmulator,
];
