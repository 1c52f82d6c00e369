import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type DashboardTable } from '@topup/contracts/console-dashboard';
import { api, withQuery } from '../../shared/api.ts';

/** Brand ('' = all of the member's), days from..to in the IANA zone tz. */
export type DashboardFilter = { tenant: string; from: string; to: string; tz: string };

const params = (f: DashboardFilter) => ({ tenant: f.tenant, from: f.from, to: f.to, tz: f.tz });

export function useDashboard(filter: DashboardFilter) {
  return useQuery({
    queryKey: ['console', 'dashboard', filter],
    queryFn: () => api.get(withQuery('/api/console/dashboard', params(filter)), dashboardSchema),
    // Changing the range keeps the last numbers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The CSV download of one table with the same filters (a plain GET: the session cookie). */
export const csvUrl = (table: DashboardTable, filter: DashboardFilter) =>
  withQuery(`/api/console/dashboard/${table}.csv`, params(filter));
