import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { createDailyComparer, type DailyComparer } from './reconcile/daily-compare.ts';
import { createMakeGood, type MakeGood, type MakeGoodDeps } from '../orders/make-good/make-good.ts';
import { createReconciler, type Reconciler } from './reconcile/reconcile.ts';
import { createHttpTransport, type HttpTransport } from '../../lib/http-transport.ts';
import { sharedPlugin } from '../../plugins/plugin-meta.ts';
import { createBrandProtocols, type BrandProtocols } from './providers/brand-protocols.ts';
import type { DemoWorld } from '../../demo-world.ts';
import { noEmulatorAccounts, type EmulatorAccounts } from './providers/emulator-accounts.ts';
import { loadCredentialsFile, type CredentialsByBrand } from './providers/credentials-file.ts';
import { createProtocolSet } from './providers/protocol-set.ts';
import { genericProtocolProviders } from './providers/generic-providers.ts';
import { createProviderRegistry, type ProviderRegistry } from './providers/registry.ts';
import { checkMasterSecret } from './secrets.ts';
import { createSecretBox } from '../../lib/secret-box.ts';

export type PaymentProvidersOptions = {
  config: Pick<
    Config,
    | 'paymentSandboxSecret'
    | 'databaseUrl'
    | 'paymentSandboxUrl'
    | 'paymentSandboxPublicUrl'
    | 'demoFeatures'
    | 'paymentCredentialsFile'
    | 'jobsEnabled'
    | 'secretsKey'
  >;
  tenants: readonly Tenant[];
  /** How sandbox providers and emulators are reached; default: real HTTP. */
  transport?: HttpTransport;
  /** The brands' accounts at the providers' emulators (the demo world's); none by default. */
  emulatorAccounts?: DemoWorld['emulatorAccounts'];
  /**
   * Issues the credit of a made-good order: gift-cards' (app.ts passes it in, so payments imports
   * no module above it; ADR 0042).
   */
  issueCredit: MakeGoodDeps['issueCredit'];
  env?: NodeJS.ProcessEnv;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Provider key -> adapter, and the brands that use a provider's own protocol. */
    paymentProviders: {
      registry: ProviderRegistry;
      brands: BrandProtocols;
      /** The brands' accounts at the providers' emulators; none where the demo is off. */
      emulatorAccounts: EmulatorAccounts;
    };
    /** Asks providers about unpaid orders (reconcile/reconcile.ts); tests call runOnce(). */
    reconciler: Reconciler;
    /** Compares each day with the providers' transaction lists (reconcile/daily-compare.ts). */
    providerComparer: DailyComparer;
    /** Settles paid orders the game never acknowledged (orders/make-good); tests call runOnce(). */
    makeGood: MakeGood;
  }
}

/**
 * The payment providers, shared by the pay routes and the reconciliation job: every adapter and
 * the credentials file are checked here, at start, so a bad setting stops the start.
 */
export const paymentProvidersPlugin = sharedPlugin<PaymentProvidersOptions>(
  'payment-providers',
  ['db', 'clock', 'orders'],
  async (app, opts) => {
    // The sandbox (and its secret) only exists where the demo does (decision 0016).
    if (opts.config.demoFeatures) checkMasterSecret(opts.config, app.log);
    const { brands, emulatorAccounts } = await loadBrandProtocols(app, opts);
    const registry = createProviderRegistry(
      {
        config: opts.config,
        transport: opts.transport ?? createHttpTransport(),
        now: app.clock.now,
        ...(opts.env ? { env: opts.env } : {}),
      },
      { sandbox: opts.config.demoFeatures, brands },
    );
    app.decorate('paymentProviders', { registry, brands, emulatorAccounts });
    const reconciler = createReconciler({
      orders: app.orders,
      registry,
      now: app.clock.now,
      log: app.log.child({ job: 'reconcile' }),
    });
    app.decorate('reconciler', reconciler);
    const comparer = createDailyComparer({
      db: app.db,
      brands,
      orders: app.orders,
      now: app.clock.now,
      log: app.log.child({ job: 'daily-compare' }),
    });
    app.decorate('providerComparer', comparer);
    const makeGood = createMakeGood({
      db: app.db,
      tenants: opts.tenants,
      refund: { registry, confirmPayment: (input) => app.orders.confirmPayment(input) },
      now: app.clock.now,
      log: app.log.child({ job: 'make-good' }),
      sealSecret: createSecretBox(opts.config.secretsKey).seal,
      issueCredit: opts.issueCredit,
    });
    app.decorate('makeGood', makeGood);
    if (!opts.config.jobsEnabled) return;
    app.addHook('onReady', async () => {
      reconciler.start();
      comparer.start();
      makeGood.start();
    });
    app.addHook('preClose', async () => {
      await reconciler.stop();
      await comparer.stop();
      await makeGood.stop();
    });
  },
);

/**
 * The brands' own provider protocols from PAYMENT_CREDENTIALS_FILE, checked now so a bad file
 * stops the start with one line per problem (docs/PAYMENTS.md).
 */
async function loadBrandProtocols(
  app: FastifyInstance,
  opts: PaymentProvidersOptions,
): Promise<{ brands: BrandProtocols; emulatorAccounts: EmulatorAccounts }> {
  const protocols = createProtocolSet({ emulatorBase: opts.config.paymentSandboxUrl });
  const file = opts.config.paymentCredentialsFile;
  const credentials = file
    ? loadCredentialsFile(file, {
        tenantIds: opts.tenants.map((t) => t.id),
        schemas: Object.fromEntries(
          Object.entries(protocols).map(([key, p]) => [key, p.credentials]),
        ),
        emulatorAllowed: opts.config.demoFeatures,
        ...(opts.env ? { env: opts.env } : {}),
      })
    : new Map();
  // The emulators exist only where the demo does (decisions 0016, 0043).
  const emulatorAccounts =
    opts.config.demoFeatures && opts.emulatorAccounts
      ? await opts.emulatorAccounts(app.db, {
          tenantIds: opts.tenants.map((t) => t.id),
          given: givenEmulatorCredentials(credentials),
        })
      : noEmulatorAccounts;
  const brands = createBrandProtocols({
    credentials,
    protocols,
    transport: createHttpTransport(),
    now: app.clock.now,
    emulators: { accounts: emulatorAccounts, transport: opts.transport ?? createHttpTransport() },
  });
  for (const { tenantId, provider, mode } of brands.list()) {
    if (mode === 'emulator') continue; // every brand at every emulator: one line below
    app.log.info({ tenantId, provider, mode }, 'payment provider protocol configured');
  }
  const generic = Object.values(genericProtocolProviders).join(', ');
  if (opts.config.demoFeatures) {
    app.log.info(`payment providers on the generic sandbox protocol: ${generic}`);
  } else {
    app.log.warn(
      `payment providers without a test or live protocol yet, unavailable in production: ${generic} (docs/PAYMENTS.md, "Generic providers")`,
    );
  }
  const emulated = [...new Set(emulatorAccounts.list().map((a) => a.provider))];
  if (emulated.length > 0)
    app.log.info(
      { providers: emulated },
      'payment provider emulators serve the brands without credentials',
    );
  return { brands, emulatorAccounts };
}

/** The emulator-mode credentials the file gives, by tenant and provider. */
function givenEmulatorCredentials(
  credentials: CredentialsByBrand,
): Map<string, Map<string, unknown>> {
  const given = new Map<string, Map<string, unknown>>();
  for (const [tenantId, providers] of credentials) {
    for (const [provider, { mode, fields }] of providers) {
      if (mode !== 'emulator') continue;
      given.set(tenantId, (given.get(tenantId) ?? new Map()).set(provider, fields));
    }
  }
  return given;
}
