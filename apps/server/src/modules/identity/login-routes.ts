import type { MoreLoginRoutes } from '../accounts/login-routes-hook.ts';
import type { BrandLogin } from './brand-clients.ts';
import { createFlowStore } from './flows.ts';
import { ingameRoutes } from './ingame-routes.ts';
import { createIdentityLinks } from './links.ts';
import { identityRoutes } from './routes.ts';
import { createIdentityService, type Providers } from './service.ts';

/**
 * The in-game (make-up payment page) and third-party logins, registered by the accounts plugin
 * with its service: identity calls accounts, never the reverse (ADR 0042). Same order as before
 * the move, so the OpenAPI document keeps its order.
 */
export function identityLoginRoutes(setup: {
  providers: Providers;
  brandLogin: (tenantId: string) => BrandLogin;
  production: boolean;
}): MoreLoginRoutes {
  return (app, deps) => {
    ingameRoutes(app, { service: deps.service, rateLimit: deps.rateLimit });
    identityRoutes(app, {
      rateLimit: deps.rateLimit,
      port: deps.port,
      production: setup.production,
      service: createIdentityService({
        providers: setup.providers,
        brandLogin: setup.brandLogin,
        flows: createFlowStore(app.db),
        links: createIdentityLinks(app.db),
        accounts: deps.service,
        repo: deps.repo,
        throttle: deps.throttle,
        now: deps.now,
        onNewPlayer: deps.onNewPlayer,
      }),
    });
  };
}
