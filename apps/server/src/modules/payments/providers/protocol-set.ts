import type { ProviderProtocol } from '../provider-kit/protocol.ts';
import { providerManifests } from './provider-manifests.ts';

/** Each provider whose own protocol is implemented, by provider key (issue 14, waves one to three). */
export type ProtocolSet = Readonly<Record<string, ProviderProtocol<unknown>>>;

/**
 * One instance of each protocol per process: they hold caches (PayPal's access tokens and
 * certificates) that are per credentials inside. `emulatorBase` is where the local emulators of
 * the providers answer (the sandbox gateway's origin). The protocols are the manifests' own.
 */
export function createProtocolSet(opts: { emulatorBase: string }): ProtocolSet {
  const base = { emulatorBase: opts.emulatorBase };
  const list = providerManifests.flatMap((m) => (m.protocol ? [m.protocol(base)] : []));
  return Object.fromEntries(list.map((p) => [p.key, p]));
}
