import type { HttpTransport } from '../../../lib/http-transport.ts';
import type { EmulatorAccounts } from './emulator-accounts.ts';
import type { CredentialsByBrand } from './credentials-file.ts';
import type { ProtocolMode, ProtocolIo, ProviderProtocol } from '../provider-kit/protocol.ts';
import type { ProtocolSet } from './protocol-set.ts';

/** One brand's use of one provider's own protocol: which, in what mode, with what to call it. */
export type BrandProtocol = {
  protocol: ProviderProtocol<unknown>;
  mode: ProtocolMode;
  io: ProtocolIo<unknown>;
};

export type BrandProtocols = {
  /** The brand's provider on its own protocol, or null (not configured, or the generic sandbox). */
  get(tenantId: string, providerKey: string): BrandProtocol | null;
  /** Every configured (tenant, provider, mode), for the start-up log. */
  list(): { tenantId: string; provider: string; mode: ProtocolMode }[];
};

/**
 * The brands' provider protocols: `test` and `live` from the credentials file; `emulator` (the
 * default where the demo runs) for every brand at every provider that has an emulator, with the
 * brand's emulator account (generated unless the file gives it). A provider without an emulator
 * keeps the generic sandbox gateway.
 */
export function createBrandProtocols(deps: {
  credentials: CredentialsByBrand;
  protocols: ProtocolSet;
  transport: HttpTransport;
  now: () => Date;
  /** Demo only: the brands' accounts at the emulators, and how to reach them (this process). */
  emulators?: { accounts: EmulatorAccounts; transport: HttpTransport };
}): BrandProtocols {
  const entries = new Map<string, BrandProtocol>();
  const listed: { tenantId: string; provider: string; mode: ProtocolMode }[] = [];
  for (const [tenantId, providers] of deps.credentials) {
    for (const [provider, { mode, fields }] of providers) {
      const protocol = deps.protocols[provider];
      if (!protocol) continue;
      listed.push({ tenantId, provider, mode });
      if (mode === 'emulator') continue; // from the emulator accounts below
      entries.set(`${tenantId}\u0000${provider}`, {
        protocol,
        mode,
        io: {
          credentials: fields,
          endpoints: protocol.endpointsFor?.(mode, fields) ?? protocol.endpoints(mode),
          transport: deps.transport,
          now: deps.now,
        },
      });
    }
  }
  const emulators = deps.emulators;
  for (const { tenantId, provider } of emulators?.accounts.list() ?? []) {
    const protocol = deps.protocols[provider];
    const key = `${tenantId}\u0000${provider}`;
    if (!protocol || !emulators || entries.has(key)) continue;
    if (!deps.credentials.get(tenantId)?.has(provider))
      listed.push({ tenantId, provider, mode: 'emulator' });
    entries.set(key, {
      protocol,
      mode: 'emulator',
      io: {
        credentials: emulators.accounts.get(tenantId, provider)!.credentials,
        endpoints: protocol.endpoints('emulator'),
        transport: emulators.transport,
        now: deps.now,
      },
    });
  }
  return {
    get: (tenantId, providerKey) => entries.get(`${tenantId}\u0000${providerKey}`) ?? null,
    list: () => listed,
  };
}
