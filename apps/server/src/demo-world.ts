import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { GameGateway } from './games/game-gateway.ts';
import type { HttpTransport } from './lib/http-transport.ts';
import type { NewPlayerHook } from './modules/accounts/new-player-hook.ts';
import type { EmulatorAccounts } from './modules/payments/providers/emulator-accounts.ts';

// The demo world (emulators, sandbox gateway, demo identity provider, demo game, seeds) lives in
// the workspace packages/demo (ADR 0043). The server declares here what it asks of it, and loads it
// by dynamic import only when the demo is on, so a production bundle's main chunk holds none of it
// (apps/server/src/bundle.test.ts) and a build with TOPUP_DEMO=off holds none at all.

/** What the demo needs from the server's start that the config does not say. */
export type DemoInput = {
  config: Config;
  /** The providers' emulators instead of every one (tests); opaque to the server. */
  emulators?: readonly unknown[] | undefined;
  /** How emulators and the sandbox reach the shop (tests: in-process); default real HTTP. */
  transport?: ((app: FastifyInstance) => HttpTransport) | undefined;
};

/** The demo's parts, each used at its place in buildApp (app.ts). */
export type DemoWorld = {
  /** The brands as the demo runs them (DEMO_DELIVERY_SECONDS). */
  tenants(tenants: readonly Tenant[]): readonly Tenant[];
  /** Fills the database with the demo's accounts, catalog, cards and codes (SEED_DEMO). */
  seed(db: Db, tenants: readonly Tenant[]): Promise<void>;
  /** The demo game: the game gateway of every game without a publisher's server. */
  gameGateway(db: Db): GameGateway;
  /** Gives a player that a third-party login created characters in the demo game. */
  newPlayer(db: Db): NewPlayerHook;
  /** Each brand's account at each provider's emulator (generated on first start). */
  emulatorAccounts(
    db: Db,
    opts: {
      tenantIds: readonly string[];
      given: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
    },
  ): Promise<EmulatorAccounts>;
  /** The demo game's API (/api/demo-game/*), registered among the shop's routes. */
  registerGameRoutes(app: FastifyInstance): Promise<void>;
  /** The sandbox gateway, the emulators and the demo identity provider (or its absent routes). */
  registerRoutes(
    app: FastifyInstance,
    opts: { tenants: readonly Tenant[]; identityMaster: string | null },
  ): Promise<void>;
};

/** The demo workspace's one entry point (packages/demo/src/wire.ts). */
export type WireDemo = (input: DemoInput) => DemoWorld;

/**
 * The demo world where the demo is on (decision 0016), else null. The import is dynamic: the
 * bundler puts the demo in a chunk of its own that production never loads, or, built with
 * TOPUP_DEMO=off, replaces it with a module that refuses (build.mjs).
 */
export async function loadDemo(input: DemoInput): Promise<DemoWorld | null> {
  if (!input.config.demoFeatures) return null;
  const { wireDemo } = await import('@topup/demo/wire');
  return wireDemo(input);
}
