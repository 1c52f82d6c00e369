import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { registerAccountBlockOrderHooks } from './order-hooks.ts';

/**
 * Account blocks' reactions to orders (issue 14): no routes of its own (the console's are in
 * modules/console/account-blocks, the purchase guard is called by the pay flows).
 */
export const accountBlocksModule = routeModule(
  { name: 'account-blocks', uses: ['orders'] },
  async (app, opts: { tenants: readonly Tenant[]; config: Pick<Config, 'secretsKey'> }) => {
    const { seal } = createSecretBox(opts.config.secretsKey);
    registerAccountBlockOrderHooks(app.orders, { tenants: opts.tenants, seal });
  },
);
