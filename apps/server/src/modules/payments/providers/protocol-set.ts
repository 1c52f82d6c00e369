import { createAdyenProtocol } from './adyen/protocol.ts';
import { createAirwallexProtocol } from './airwallex/protocol.ts';
import { createAlipayProtocol } from './alipay/protocol.ts';
import { createCodapayProtocol } from './codapay/protocol.ts';
import { createEbanxProtocol } from './ebanx/protocol.ts';
import { createKakaopayProtocol } from './kakaopay/protocol.ts';
import { createMyCardProtocol } from './mycard/protocol.ts';
import { createPagsmileProtocol } from './pagsmile/protocol.ts';
import { createPayermaxProtocol } from './payermax/protocol.ts';
import { createPaypalProtocol } from './paypal/protocol.ts';
import type { ProviderProtocol } from '../provider-kit/protocol.ts';
import { createXsollaProtocol } from './xsolla/protocol.ts';

/** Each provider whose own protocol is implemented, by provider key (issue 14, waves one to three). */
export type ProtocolSet = Readonly<Record<string, ProviderProtocol<unknown>>>;

/**
 * One instance of each protocol per process: they hold caches (PayPal's access tokens and
 * certificates) that are per credentials inside. `emulatorBase` is where the local emulators of
 * the providers answer (the sandbox gateway's origin).
 */
export function createProtocolSet(opts: { emulatorBase: string }): ProtocolSet {
  const base = { emulatorBase: opts.emulatorBase };
  const list = [
    erase(createAdyenProtocol(base)),
    erase(createXsollaProtocol(base)),
    erase(createPaypalProtocol(base)),
    erase(createCodapayProtocol(base)),
    erase(createMyCardProtocol(base)),
    erase(createPayermaxProtocol(base)),
    erase(createEbanxProtocol(base)),
    erase(createAirwallexProtocol(base)),
    erase(createAlipayProtocol(base)),
    erase(createPagsmileProtocol(base)),
    erase(createKakaopayProtocol(base)),
  ];
  return Object.fromEntries(list.map((p) => [p.key, p]));
}

// A protocol only ever receives credentials its own schema parsed (credentials-file.ts), so the
// per-provider credential type can be forgotten at this boundary.
function erase<C>(protocol: ProviderProtocol<C>): ProviderProtocol<unknown> {
  return protocol as unknown as ProviderProtocol<unknown>;
}
