import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { providerManifests } from '../modules/payments/providers/provider-manifests.ts';
import { providerEmulators } from '@topup/demo/emulators/emulator-set';
import { providerFolders, providerIndex } from './provider-index.ts';

const providersDir = fileURLToPath(new URL('../modules/payments/providers/', import.meta.url));

describe('the provider lists built from the provider folders', () => {
  it('are current: `npm run provider:index` wrote them after the last folder change', () => {
    for (const file of providerIndex()) {
      expect(readFileSync(file.path, 'utf8'), path.basename(file.path)).toBe(file.text);
    }
  });

  it('hold one manifest per folder, each under its own key', () => {
    const folders = providerFolders(providersDir, 'manifest.ts');
    expect(providerManifests.map((m) => m.key)).toEqual(folders);
    expect(folders).toContain('adyen');
    expect(folders).toContain('razer');
  });

  it("give every protocol its manifest's key, and every demo emulator a protocol to talk to", () => {
    const base = { emulatorBase: 'http://127.0.0.1:8080' };
    const withProtocol = providerManifests.filter((m) => m.protocol);
    for (const m of withProtocol) expect(m.protocol!(base).key).toBe(m.key);
    expect(providerEmulators.map((e) => e.key).sort()).toEqual(
      withProtocol.map((m) => m.key).sort(),
    );
  });
});
