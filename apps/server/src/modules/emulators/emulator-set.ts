import { alipayEmulator } from './alipay/emulator.ts';
import { kakaopayEmulator } from './kakaopay/emulator.ts';
import type { AnyEmulator } from './kit/emulator.ts';
import { pagsmileEmulator } from './pagsmile/emulator.ts';

/**
 * Every provider whose emulator speaks its own wire protocol (issue 14). A brand pays such a
 * provider through its protocol module against the emulator unless PAYMENT_CREDENTIALS_FILE puts
 * it in test or live mode; the other providers keep the generic sandbox gateway.
 */
export const providerEmulators: readonly AnyEmulator[] = [
  alipayEmulator as AnyEmulator,
  pagsmileEmulator as AnyEmulator,
  kakaopayEmulator as AnyEmulator,
];
