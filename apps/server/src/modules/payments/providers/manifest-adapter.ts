import type { ProviderManifest } from '../provider-kit/manifest.ts';
import { SandboxVendorProvider, type VendorDeps } from './sandbox-vendor.ts';

/**
 * A provider's sandbox adapter from its manifest: its families, the families it pays in a drop-in
 * component, and the origins its live payment pages use (checked once live credentials exist;
 * sandbox mode allows only the store's own origins).
 */
class ManifestProvider extends SandboxVendorProvider {
  readonly key: ProviderManifest['key'];
  readonly families: readonly number[];
  override readonly dropInFamilies: readonly number[];
  readonly liveOrigins: readonly string[];

  constructor(manifest: ProviderManifest, deps: VendorDeps) {
    super(deps);
    this.key = manifest.key;
    this.families = manifest.families;
    this.dropInFamilies = manifest.dropInFamilies ?? [];
    this.liveOrigins = manifest.liveOrigins;
  }
}

export function manifestAdapter(
  manifest: ProviderManifest,
  deps: VendorDeps,
): SandboxVendorProvider {
  return new ManifestProvider(manifest, deps);
}
