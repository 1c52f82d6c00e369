import * as z from 'zod/mini';
import { payEndpoints, type ProviderKey } from '@topup/contracts/payment-families';
import type { BrandProtocols } from './brand-protocols.ts';
import { manifestAdapter } from './manifest-adapter.ts';
import { withBrandProtocols } from './protocol-provider.ts';
import { providerManifests } from './provider-manifests.ts';
import type { PaymentProvider } from './provider.ts';
import type { SandboxVendorProvider, VendorDeps } from './sandbox-vendor.ts';

export type ProviderRegistry = {
  get(key: string): PaymentProvider | undefined;
  all(): PaymentProvider[];
};

/** `PAY_MODE_<PROVIDER>`: only sandbox is implemented; asking for live must stop the start. */
export const providerModeEnvName = (key: string) => `PAY_MODE_${key.toUpperCase()}`;
const modeSchema = z._default(z.enum(['sandbox']), 'sandbox');

const adapterSchema = z.object({
  key: z.string().check(z.minLength(1)),
  families: z.array(z.int()).check(z.minLength(1)),
  dropInFamilies: z.array(z.int()),
  liveOrigins: z.array(z.string().check(z.regex(/^https:\/\/[a-z0-9.-]+$/))),
});

function validate(adapter: SandboxVendorProvider, env: NodeJS.ProcessEnv): void {
  const envName = providerModeEnvName(adapter.key);
  const mode = modeSchema.safeParse(env[envName]?.trim() || undefined);
  if (!mode.success) {
    throw new Error(
      `${envName}: expected sandbox (a brand test or live provider is set in PAYMENT_CREDENTIALS_FILE: docs/PAYMENTS.md)`,
    );
  }
  const shape = adapterSchema.safeParse(adapter);
  if (!shape.success) throw new Error(`payment provider ${adapter.key}: invalid options`);
  const served = new Set(adapter.families);
  for (const [endpoint, spec] of Object.entries(payEndpoints)) {
    if (spec.provider !== adapter.key) continue;
    const missing = spec.families.filter((f) => !served.has(f));
    if (missing.length) {
      throw new Error(`payment provider ${adapter.key} lacks ${missing.join(',')} of ${endpoint}`);
    }
  }
  if (adapter.dropInFamilies.some((f) => !served.has(f))) {
    throw new Error(`payment provider ${adapter.key}: drop-in family it does not serve`);
  }
}

/**
 * Provider key -> adapter; every adapter's options are checked here, at start. With `sandbox`
 * false (production, decision 0016) sandbox-mode adapters are checked but not handed out: pay
 * calls answer -3044 and their callbacks 404 instead of reaching the sandbox.
 */
export function createProviderRegistry(
  deps: VendorDeps,
  opts: { sandbox?: boolean; brands?: BrandProtocols } = {},
): ProviderRegistry {
  const env = deps.env ?? process.env;
  const byKey = new Map<string, PaymentProvider>();
  for (const manifest of providerManifests) {
    const adapter = manifestAdapter(manifest, deps);
    validate(adapter, env);
    if (byKey.has(adapter.key)) throw new Error(`payment provider ${adapter.key} registered twice`);
    byKey.set(
      adapter.key,
      opts.brands
        ? withBrandProtocols(adapter, opts.brands, {
            sandbox: opts.sandbox !== false,
            emulatorPagesUrl: deps.config.paymentSandboxPublicUrl,
          })
        : adapter,
    );
  }
  const needed = new Set<ProviderKey>(Object.values(payEndpoints).map((spec) => spec.provider));
  for (const key of needed) {
    if (!byKey.has(key)) throw new Error(`no payment provider for ${key}`);
  }
  // A provider some brand reaches through its own protocol (test or live) is usable even where the
  // sandbox is off; the adapter refuses the brands without credentials.
  const own = new Set(
    (opts.brands?.list() ?? []).filter((b) => b.mode !== 'emulator').map((b) => b.provider),
  );
  const usable = (p: PaymentProvider | undefined) =>
    p && (opts.sandbox !== false || p.mode !== 'sandbox' || own.has(p.key)) ? p : undefined;
  return {
    get: (key) => usable(byKey.get(key)),
    all: () => [...byKey.values()].filter((p) => usable(p)),
  };
}
