import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeProviderIndex } from './provider-index.ts';

// `npm run provider:new -- <key>`: a new payment provider's folder, payments/providers/<key>/,
// with its manifest, a protocol skeleton whose test fails until the protocol is written, its
// credentials schema and a fixtures folder, then the generated provider list rewritten
// (docs/PAYMENTS.md, "Adding a provider"; decision 0039). Modelled on Hyperswitch's
// add_connector script: one folder per connector, its transformers beside it.

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));

export const usage = 'Usage: npm run provider:new -- <key>   (lower case, e.g. toss or gmo-pg)';

const keyPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const pascal = (key: string) =>
  key.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());
const camel = (key: string) => pascal(key).replace(/^./, (c) => c.toLowerCase());

/** The files of a new provider folder, by path relative to the folder. */
export function providerFiles(key: string): Record<string, string> {
  const Name = pascal(key);
  const name = camel(key);
  return {
    'manifest.ts': `import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { create${Name}Protocol } from './protocol.ts';

// TODO(${key}): its families (SPEC §4), the origins of its live pages, and the currencies its
// documentation lists, with the source; then its pay endpoint in payEndpoints
// (packages/contracts/src/payment-families.ts), which gives the key its type.
export const manifest: ProviderManifest = {
  key: '${key}',
  families: [],
  liveOrigins: [],
  currencies: {
    name: '${Name}',
    basis: 'implied',
    source: 'TODO: the page that lists its currencies',
    currencies: currencyList('USD'),
  },
  protocol: protocolFactory(create${Name}Protocol),
};
`,
    'credentials.ts': `import * as z from 'zod/mini';
import { secretField, textField } from '../../provider-kit/credential-fields.ts';

// One brand's ${Name} account (PAYMENT_CREDENTIALS_FILE): the fields its dashboard gives, with
// where each comes from. TODO(${key}): the real field names and limits.
export const ${name}Credentials = z.object({
  merchantId: textField(64),
  apiKey: secretField(),
});

export type ${Name}Credentials = z.infer<typeof ${name}Credentials>;
`,
    'protocol.ts': `import type * as z from 'zod/mini';
import type { ProtocolMode, ProviderProtocol } from '../../provider-kit/protocol.ts';
import { ${name}Credentials, type ${Name}Credentials } from './credentials.ts';

// ${Name} over its own API. TODO(${key}): the documentation this follows, one link per call.

const notWritten = (what: string) => new Error(\`${key}: \${what} is not written yet\`);

export function create${Name}Protocol(options: {
  emulatorBase: string;
}): ProviderProtocol<${Name}Credentials> {
  const emulatorBase = options.emulatorBase.replace(/\\/+$/, '');
  return {
    key: '${key}',
    credentials: ${name}Credentials as z.ZodMiniType<${Name}Credentials>,
    endpoints(mode: ProtocolMode) {
      if (mode === 'emulator') {
        return {
          api: \`\${emulatorBase}/emulator/${key}\`,
          pageOrigins: [new URL(emulatorBase).origin],
        };
      }
      throw notWritten(\`the \${mode} endpoints\`);
    },
    createPayment: () => Promise.reject(notWritten('createPayment')),
    verifyNotification: () => Promise.reject(notWritten('verifyNotification')),
    answer: () => {
      throw notWritten('answer');
    },
    queryPayment: () => Promise.reject(notWritten('queryPayment')),
    refund: () => Promise.reject(notWritten('refund')),
  };
}
`,
    'protocol.test.ts': `import { describe, expect, it } from 'vitest';
import { create${Name}Protocol } from './protocol.ts';

// TODO(${key}): one test per documented call, against the provider's own examples in fixtures/.
describe('${Name} protocol', () => {
  const protocol = create${Name}Protocol({ emulatorBase: 'http://127.0.0.1:8080' });

  it('creates a payment from its documented answer', async () => {
    const io = {
      credentials: { merchantId: 'm-1', apiKey: 'k-1' },
      endpoints: protocol.endpoints('emulator'),
      // TODO(${key}): answer with the documented create answer from fixtures/.
      transport: () => Promise.reject(new Error('no fixture answers yet')),
      now: () => new Date('2026-01-01T00:00:00Z'),
    };
    const created = await protocol.createPayment(io, {
      billingNo: 'B1',
      amountMinor: 499,
      currency: 'USD',
      returnUrl: 'https://shop.example/return',
      notifyUrl: 'https://shop.example/api/pay/notify/${key}/watt',
      description: 'Gems',
      accountId: 'player-1',
    });
    expect(created).toMatchObject({ ok: true });
  });
});
`,
    'fixtures/README.md': `# ${Name} fixtures

The provider's own examples (answers, notifications, signatures), one file each, with where each
was copied from. Tests read them; the emulator must answer the same shapes.
`,
  };
}

/** Creates the folder and rewrites the provider lists; the paths written. */
export function newProvider(key: string, root = modulesDir): string[] {
  if (!keyPattern.test(key)) throw new Error(`not a provider key: ${key}\n${usage}`);
  const dir = path.join(root, 'payments/providers', key);
  if (existsSync(dir)) throw new Error(`payments/providers/${key} exists already`);
  const written: string[] = [];
  for (const [file, text] of Object.entries(providerFiles(key))) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    written.push(target);
  }
  return [...written, ...writeProviderIndex(root)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const key = process.argv[2] ?? '';
    for (const file of newProvider(key)) console.log(`wrote ${path.relative(process.cwd(), file)}`);
    console.log(
      [
        '',
        'Next (docs/PAYMENTS.md, "Adding a provider"):',
        `  1. npx vitest run --project server apps/server/src/modules/payments/providers/${key} (fails until the protocol is written)`,
        `  2. add its pay endpoint to payEndpoints (packages/contracts/src/payment-families.ts), fill in manifest.ts`,
        `  3. for the demo: an emulator and its demo.ts under packages/demo/src/emulators/${key}/, then npm run provider:index`,
      ].join('\n'),
    );
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
