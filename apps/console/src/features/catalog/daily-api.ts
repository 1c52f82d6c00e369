import { useQuery } from '@tanstack/react-query';
import {
  consoleDailyCalendarSchema,
  consoleDailyCalendarsSchema,
  type DailyCalendarInput,
} from '@topup/contracts/console-daily-rewards';
import { api } from '../../shared/api.ts';
import { base, enc, useBrandMutation } from './catalog-api.ts';

// Daily reward calendars of a game (server: console/catalog/daily-routes.ts).

export function useDailyCalendars(tenant: string, game: string) {
  return useQuery({
    queryKey: ['catalog', tenant, 'daily', game],
    queryFn: () => api.get(`${base(tenant)}/games/${enc(game)}/daily`, consoleDailyCalendarsSchema),
    enabled: tenant !== '' && game !== '',
  });
}

/** Creates or replaces a calendar (PUT is an upsert; the steps are replaced as a whole). */
export function useSaveDailyCalendar(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ id, body }: { id: string; body: DailyCalendarInput }) =>
    api.put(
      `${base(tenant)}/games/${enc(game)}/daily/${enc(id)}`,
      body,
      consoleDailyCalendarSchema,
    ),
  );
}
