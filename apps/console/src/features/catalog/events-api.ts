import { useQuery } from '@tanstack/react-query';
import {
  consoleEventSchema,
  consoleEventsSchema,
  deletedSchema,
  type EventInput,
} from '@topup/contracts/console-catalog';
import { api } from '../../shared/api.ts';
import { base, catalogKeys, enc, useBrandMutation } from './catalog-api.ts';

// Top-up events of a game and their tiers (server: console/catalog/event-routes.ts).

export function useEvents(tenant: string, game: string) {
  return useQuery({
    queryKey: catalogKeys.events(tenant, game),
    queryFn: () => api.get(`${base(tenant)}/games/${enc(game)}/events`, consoleEventsSchema),
    enabled: tenant !== '' && game !== '',
  });
}

/** Creates or replaces an event (PUT is an upsert; the tiers are replaced as a whole). */
export function useSaveEvent(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ id, body }: { id: string; body: EventInput }) =>
    api.put(`${base(tenant)}/games/${enc(game)}/events/${enc(id)}`, body, consoleEventSchema),
  );
}

export function useDeleteEvent(tenant: string) {
  return useBrandMutation(tenant, (id: string) =>
    api.delete(`${base(tenant)}/events/${enc(id)}`, undefined, deletedSchema),
  );
}
