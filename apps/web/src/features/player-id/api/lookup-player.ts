import { playerLookupSchema, type PlayerLookup } from '@topup/contracts/player-id';
import { apiPost } from '../../../shared/api-client/api-client.ts';

// POST /api/player-id/lookup (ADR 0038): a player id to the character's masked name and a ticket.
export type LookupInput = {
  clientId: string;
  playerId: string;
  serverId: string | undefined;
  area: string | undefined;
};

/** Silent: the form shows the server's message beside the field, not as a toast. */
export function lookupPlayer(input: LookupInput): Promise<PlayerLookup> {
  return apiPost(
    '/api/player-id/lookup',
    {
      client_id: input.clientId,
      player_id: input.playerId,
      server_id: input.serverId,
      domain_area: input.area,
    },
    playerLookupSchema,
    { silent: true, retry: false },
  );
}
