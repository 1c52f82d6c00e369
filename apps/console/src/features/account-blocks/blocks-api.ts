import {
  consoleBlockListSchema,
  consoleBlockSchema,
} from '@topup/contracts/console-account-blocks';
import { api, withQuery } from '../../shared/api.ts';

// /api/console/account-blocks (apps/server/src/modules/console/account-blocks/routes.ts).

/** The server answers at most this many blocks, newest first, with no paging or total. */
export const LIST_LIMIT = 200;

/** `tenant` '' means all of the member's brands; `all` adds the lifted blocks. */
export type BlockFilter = { tenant: string; suid: string; all: boolean };

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
      }),
      consoleBlockListSchema,
    ),
  lift: (tenant: string, billingNo: string, note: string) =>
    api.post(`${blockPath(tenant, billingNo)}/lift`, { note }, consoleBlockSchema),
};
