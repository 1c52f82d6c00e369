import type { Tenant } from '@topup/tenants/tenant-schema';

export type PlayerIdGame = {
  clientId: string;
  name: string;
  logo: string | undefined;
  /** The game's web client area: the area when the page names none. */
  area: string;
  askServer: boolean;
};

/** The brand's games that take a top-up by player id (brand file, ADR 0038): none by default. */
export function playerIdGames(tenant: Tenant): PlayerIdGame[] {
  return tenant.games.flatMap((g) =>
    g.playerIdTopup
      ? [
          {
            clientId: g.clients.web.clientId,
            name: g.name,
            logo: g.logo,
            area: g.clients.web.area,
            askServer: g.playerIdTopup.askServer,
          },
        ]
      : [],
  );
}
