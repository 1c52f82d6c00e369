import type { WireDemo } from '@topup/server/demo-world';
import { demoIdpAbsent } from '@topup/server/modules/identity/demo-idp/absent-routes';
import { withDemoDeliveryTimes } from './demo-delivery-times.ts';
import { createDemoGameGateway } from './demo-game/demo-game-gateway.ts';
import { createDemoNewPlayer } from './demo-game/demo-new-player.ts';
import { demoGameRoutes } from './demo-game/routes.ts';
import { demoIdp } from './demo-idp/register.ts';
import { providerEmulators } from './emulators/emulator-set.ts';
import { loadEmulatorAccounts } from './emulators/kit/accounts.ts';
import type { AnyEmulator } from './emulators/kit/emulator.ts';
import { emulatorsModule } from './emulators/register.ts';
import { sandboxGateway } from './sandbox-gateway/register.ts';
import { seedDemo } from './seed/seed.ts';

/**
 * The demo world, wired into the server by one call (apps/server/src/demo-world.ts, ADR 0043):
 * the server loads this module only where the demo is on.
 */
export const wireDemo: WireDemo = ({ config, emulators: given, transport }) => {
  const emulators = (given as readonly AnyEmulator[] | undefined) ?? providerEmulators;
  return {
    tenants: (tenants) => withDemoDeliveryTimes(tenants, config.demoDeliverySeconds),
    seed: seedDemo,
    gameGateway: (db) => createDemoGameGateway(db),
    newPlayer: createDemoNewPlayer,
    emulatorAccounts: (db, opts) => loadEmulatorAccounts(db, { ...opts, emulators }),
    registerGameRoutes: async (app) => {
      await app.register(demoGameRoutes);
    },
    registerRoutes: async (app, { tenants, identityMaster }) => {
      await app.register(sandboxGateway, { config, tenants });
      await app.register(emulatorsModule, {
        config,
        tenants,
        emulators,
        ...(transport ? { transport: transport(app) } : {}),
      });
      if (identityMaster !== null) {
        await app.register(demoIdp, { base: config.demoIdpUrl, master: identityMaster, tenants });
      } else await app.register(demoIdpAbsent);
    },
  };
};
