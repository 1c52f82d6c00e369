import { providerManifests } from './provider-manifests.ts';

// The providers whose manifests name no protocol: they would keep the generic sandbox protocol
// (sandbox-vendor.ts) and could not be set to test or live. None is left: the providers without a
// public protocol of their own speak Topup merchant protocol v1 (merchant-protocol/, decision
// 0054). Kept so that a new provider folder without a protocol is refused with a clear reason.
export const genericProtocolProviders: Readonly<Record<string, string>> = Object.fromEntries(
  providerManifests.filter((m) => !m.protocol).map((m) => [m.key, m.currencies.name]),
);

/** Why `key` cannot be configured for test or live, for start-up errors and logs. */
export function genericProtocolNote(key: string): string | null {
  const name = Object.hasOwn(genericProtocolProviders, key) ? genericProtocolProviders[key] : null;
  if (!name) return null;
  return (
    `${name} keeps the generic sandbox protocol until its merchant documentation is at hand ` +
    '(docs/PAYMENTS.md, "Generic providers"); it has no test or live mode yet'
  );
}
