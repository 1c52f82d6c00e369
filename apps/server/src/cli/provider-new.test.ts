import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newProvider } from './provider-new.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** An empty modules tree (payments/providers, emulators) to scaffold into. */
function emptyModules(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'provider-new-'));
  roots.push(root);
  mkdirSync(path.join(root, 'payments/providers'), { recursive: true });
  mkdirSync(path.join(root, 'emulators'), { recursive: true });
  return root;
}

describe('npm run provider:new', () => {
  it('writes the folder, its manifest, a protocol with a test to fill, and the list entry', () => {
    const root = emptyModules();
    const written = newProvider('toss-pay', root).map((f) => path.relative(root, f));
    expect(written).toEqual(
      expect.arrayContaining([
        'payments/providers/toss-pay/manifest.ts',
        'payments/providers/toss-pay/protocol.ts',
        'payments/providers/toss-pay/protocol.test.ts',
        'payments/providers/toss-pay/credentials.ts',
        'payments/providers/toss-pay/fixtures/README.md',
        'payments/providers/provider-manifests.ts',
      ]),
    );
    const dir = path.join(root, 'payments/providers/toss-pay');
    expect(readFileSync(path.join(dir, 'manifest.ts'), 'utf8')).toContain("key: 'toss-pay'");
    expect(readFileSync(path.join(dir, 'protocol.ts'), 'utf8')).toContain(
      'export function createTossPayProtocol(',
    );
    const list = readFileSync(path.join(root, 'payments/providers/provider-manifests.ts'), 'utf8');
    expect(list).toContain("import { manifest as tossPay } from './toss-pay/manifest.ts';");
    expect(list).toMatch(/providerManifests: readonly ProviderManifest\[\] = \[\n {2}tossPay,\n\]/);
  });

  it('refuses a key that is not lower-case kebab, and a folder that exists', () => {
    const root = emptyModules();
    expect(() => newProvider('Toss Pay', root)).toThrow(/not a provider key/);
    expect(existsSync(path.join(root, 'payments/providers/Toss Pay'))).toBe(false);
    newProvider('toss', root);
    expect(() => newProvider('toss', root)).toThrow(/exists already/);
  });
});
