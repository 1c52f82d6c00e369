import {
  consoleCompareResultSchema,
  consoleReconciliationListSchema,
} from '@topup/contracts/console-reconciliation';
import { api, withQuery } from '../../shared/api.ts';

// /api/console/reconciliation (apps/server/src/modules/console/reconciliation/routes.ts).

/** `tenant` '' means all of the member's brands; `day` '' every day; 1-based `page`. */
export type ReportFilter = { tenant: string; day: string; differences: boolean; page: number };

export const reportKeys = {
  all: ['console', 'reconciliation'] as const,
  list: (f: ReportFilter) => ['console', 'reconciliation', f] as const,
};

export const reconciliationApi = {
  list: (f: ReportFilter) =>
    api.get(
      withQuery('/api/console/reconciliation', {
        tenant: f.tenant,
        day: f.day,
        differences: f.differences ? 'true' : undefined,
        page: f.page > 1 ? f.page : undefined,
      }),
      consoleReconciliationListSchema,
    ),
  compare: (body: { tenant: string; provider: string; day: string }) =>
    api.post('/api/console/reconciliation/compare', body, consoleCompareResultSchema),
};
