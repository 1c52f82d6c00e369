import { providerManifests } from './provider-manifests.ts';

// The providers whose own wire protocol is not implemented yet (issue 14, "Providers, in this
// order", item 4): their merchant documentation is not public, so their manifests name no protocol
// and they keep the generic sandbox protocol (sandbox-vendor.ts) and cannot be set to test or live.
// docs/PAYMENTS.md, "Generic providers".
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
