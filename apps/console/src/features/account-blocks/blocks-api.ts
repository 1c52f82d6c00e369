import {
  consoleBlockListSchema,
  consoleBlockSchema,
} from '@topup/contracts/console-account-blocks';
import { api, withQuery } from '../../shared/api.ts';

// /api/console/account-blocks (apps/server/src/modules/console/account-blocks/routes.ts).

/** `tenant` '' means all of the member's brands; `all` adds the lifted blocks; 1-based `page`. */
export type BlockFilter = { tenant: string; suid: string; all: boolean; page: number };

export const blockKeys = {
  all: ['console', 'account-blocks'] as const,
  list: (f: BlockFilter) => ['console', 'account-blocks', f] as const,
};

const blockPath = (tenant: string, billingNo: string) =>
  `/api/console/account-blocks/${encodeURIComponent(tenant)}/${encodeURIComponent(billingNo)}`;

export const blocksApi = {
  list: (f: BlockFilter) =>
    api.get(
      withQuery('/api/console/account-blocks', {
        tenant: f.tenant,
        suid: f.suid,
        // Only "true" means anything to the server; leaving it out is "still on only".
        all: f.all ? 'true' : undefined,
        page: f.page > 1 ? f.page : undefined,
      }),
      consoleBlockListSchema,
    ),
  lift: (tenant: string, billingNo: string, note: string) =>
    api.post(`${blockPath(tenant, billingNo)}/lift`, { note }, consoleBlockSchema),
};
