import type { Game, Tenant } from '@topup/tenants/tenant-schema';
import type { Area } from '@topup/tenants/areas';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { getOrderSelection, type OrderSelection } from '../../shared/storage/order-selection.ts';
import { getGameInfo } from '../../shared/storage/game-info.ts';
import { getItem } from '../../shared/storage/storage.ts';
import { regionFor, resolveRegion } from '../region/resolve-region.ts';
import { cachedGameList } from './game-list-cache.ts';
import {
  defaultPick,
  findPick,
  pickName,
  pickWithin,
  type GamePick,
  type GameOption,
} from './game-options.ts';

const platforms = ['web', 'android', 'ios'] as const;

/** The game one of whose per-platform client ids is `clientId`. */
export function findGameByClientId(tenant: Tenant, clientId: string | undefined): Game | null {
  if (!clientId) return null;
  return (
    tenant.games.find((g) => platforms.some((p) => g.clients[p]?.clientId === clientId)) ?? null
  );
}

/** The game a page is about: the one named by client_id, else the tenant's first game. */
export function resolveGame(tenant: Tenant, clientId: string | undefined): Game {
  // tenantSchema requires at least one game.
  return findGameByClientId(tenant, clientId) ?? tenant.games[0]!;
}

/** A client id the tenant config knows: client_id when it does, else the first game's web client. */
export function resolveClientId(tenant: Tenant, clientId: string | undefined): string {
  return findGameByClientId(tenant, clientId)
    ? clientId!
    : resolveGame(tenant, undefined).clients.web.clientId;
}

/** SPEC §4 region resolution for a domain_area (and, for ssgame, a client_id). */
export function resolveArea(
  tenant: Tenant,
  domainArea: string | undefined,
  clientId?: string,
): Area | undefined {
  const region = resolveRegion(tenant, {
    domainArea,
    clientId,
    stored: getItem<unknown>('payment_domain_area'),
  });
  return region.ok ? region.area : undefined;
}

export type CurrentGame = {
  clientId: string;
  gpId: number;
  name: string;
  logo?: string;
  /** The publisher's key art; without it the shop's own art for its own pictures. */
  keyArt?: string;
  /** Taken from the server's game list; before it loads the tenant config gives a first guess. */
  confirmed: boolean;
};

function fromOption(game: GameOption, parent?: GameOption): CurrentGame {
  const name = pickName({ game, parent });
  const keyArt = game.keyArt ?? parent?.keyArt;
  return {
    clientId: game.clientId,
    gpId: game.gpId,
    name,
    logo: game.logo,
    ...(keyArt ? { keyArt } : {}),
    confirmed: true,
  };
}

/**
 * The list names each game by this device's client id (getGameListV2 is asked for the browser's
 * platform): a link with the game's id on another platform (a web link opened on an iPhone) still
 * means that game, found by its code.
 */
function sameGameByCode(
  tenant: Tenant,
  list: readonly GameOption[],
  clientId: string,
): GamePick | undefined {
  const game = findGameByClientId(tenant, clientId);
  const listed = game ? list.find((option) => option.code === game.code) : undefined;
  return listed ? pickWithin(listed) : undefined;
}

/**
 * The game being topped up: the one client_id (else the stored selection) names, found in the
 * server's game list so sub-games count; when nothing names one, the flagged game (else the first).
 */
export function currentGame(
  tenant: Tenant,
  wanted: string | undefined,
  list: readonly GameOption[] | null,
  selection: OrderSelection,
): CurrentGame {
  const pick =
    list &&
    ((wanted && (findPick(list, wanted) ?? sameGameByCode(tenant, list, wanted))) ||
      defaultPick(list));
  if (pick) return fromOption(pick.game, pick.parent);
  const known = findGameByClientId(tenant, wanted);
  if (known) return { clientId: wanted!, gpId: known.gpId, name: known.name, confirmed: false };
  // A sub-game chosen on an earlier visit: the selection kept what the list said then.
  if (wanted && wanted === selection.clientId && selection.gameProductId !== undefined) {
    const name = selection.gameName ?? '';
    return { clientId: wanted, gpId: selection.gameProductId, name, confirmed: false };
  }
  const first = resolveGame(tenant, undefined);
  return {
    clientId: first.clients.web.clientId,
    gpId: first.gpId,
    name: first.name,
    confirmed: false,
  };
}

export type GameContext = {
  game: CurrentGame;
  clientId: string;
  area: Area | undefined;
  sdk: boolean;
};

export function gameContextFor(
  tenant: Tenant,
  search: string,
  list: readonly GameOption[] | null = cachedGameList(),
  selection: OrderSelection = getOrderSelection(),
): GameContext {
  const q = readQueryParams(search, tenant.readsUtm);
  const region = regionFor(tenant, search);
  // Without a game link: the game of the stored selection, else the game selected last (gameInfo).
  const wanted = q.client_id ?? selection.clientId ?? getGameInfo()?.clientId;
  const game = currentGame(tenant, wanted, list, selection);
  return {
    game,
    clientId: game.clientId,
    area: region.ok ? region.area : undefined,
    sdk: q.visit === 'sdk',
  };
}
