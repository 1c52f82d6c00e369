import type { HttpTransport } from '../../../lib/http-transport.ts';
import type { CredentialsByBrand } from './credentials-file.ts';
import type { ProtocolMode, ProtocolIo, ProviderProtocol } from './protocol.ts';
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
 * The brands' provider protocols from the credentials file. Only the provider's `test` and `live`
 * modes are served here so far: a brand in `emulator` mode (the default) keeps the built-in
 * sandbox gateway until each provider's emulator replaces it (issue 14, "Emulators").
 */
export function createBrandProtocols(deps: {
  credentials: CredentialsByBrand;
  protocols: ProtocolSet;
  transport: HttpTransport;
  now: () => Date;
}): BrandProtocols {
  const entries = new Map<string, BrandProtocol>();
  const listed: { tenantId: string; provider: string; mode: ProtocolMode }[] = [];
  for (const [tenantId, providers] of deps.credentials) {
    for (const [provider, { mode, fields }] of providers) {
      const protocol = deps.protocols[provider];
      if (!protocol) continue;
      listed.push({ tenantId, provider, mode });
      if (mode === 'emulator') continue;
      entries.set(`${tenantId}\u0000${provider}`, {
        protocol,
        mode,
        io: {
          credentials: fields,
          endpoints: protocol.endpoints(mode),
          transport: deps.transport,
          now: deps.now,
        },
      });
    }
  }
  return {
    get: (tenantId, providerKey) => entries.get(`${tenantId}\u0000${providerKey}`) ?? null,
    list: () => listed,
  };
}
