import type { GameData } from '@topup/contracts/catalog';

// The game list as the app uses it: the server's sub_game map becomes an ordered list (SPEC §3),
// and "which game is selected" follows SPEC §4: the flagged one, else the first; likewise inside a
// game that has sub-games.

export type GameOption = {
  clientId: string;
  gpId: number;
  code: string;
  name: string;
  logo: string;
  /** The publisher's key art (a path on the shop), when set in the console. */
  keyArt?: string;
  flagged: boolean;
  termsUrl: string | null;
  privacyUrl: string | null;
  /** The area the server lists the game under (sub-games share their parent's). */
  area: string;
  /** Key of a sub-game in its parent's sub_game map. */
  codeKey?: string;
  subGames: GameOption[];
};

/** A game the player can top up: a game without sub-games, or one sub-game. */
export type GamePick = { game: GameOption; parent?: GameOption };

export function toGameOptions(games: readonly GameData[]): GameOption[] {
  return games.map((g) => ({
    clientId: g.client_id,
    gpId: g.gp_id,
    code: g.code,
    name: g.name,
    logo: g.logo,
    ...(g.key_art ? { keyArt: g.key_art } : {}),
    flagged: g.is_select_game,
    termsUrl: g.terms_url,
    privacyUrl: g.privacy_url,
    area: g.area,
    subGames: Object.entries(g.sub_game).map(([codeKey, s]) => ({
      clientId: s.client_id,
      gpId: s.gp_id,
      code: s.code,
      name: s.name,
      logo: s.logo,
      ...(s.key_art ? { keyArt: s.key_art } : {}),
      flagged: s.is_select_game,
      termsUrl: s.terms_url,
      privacyUrl: s.privacy_url,
      area: g.area,
      codeKey,
      subGames: [],
    })),
  }));
}

function flaggedOrFirst(list: readonly GameOption[]): GameOption | undefined {
  return list.find((g) => g.flagged) ?? list[0];
}

/** A game with sub-games is topped up through one of them: its flagged one, else its first. */
export function pickWithin(game: GameOption): GamePick {
  const sub = flaggedOrFirst(game.subGames);
  return sub ? { game: sub, parent: game } : { game };
}

/** What is selected when nothing names a game. */
export function defaultPick(list: readonly GameOption[]): GamePick | undefined {
  const game = flaggedOrFirst(list);
  return game && pickWithin(game);
}

/** The game or sub-game with this client id; a parent's own id lands on its default sub-game. */
export function findPick(list: readonly GameOption[], clientId: string): GamePick | undefined {
  for (const game of list) {
    if (game.clientId === clientId) return pickWithin(game);
    const sub = game.subGames.find((s) => s.clientId === clientId);
    if (sub) return { game: sub, parent: game };
  }
  return undefined;
}

/** The name a player recognises: "Game · Sub-game" unless the sub-game's name already says it. */
export function pickName({ game, parent }: GamePick): string {
  return parent && !game.name.startsWith(parent.name) ? `${parent.name} · ${game.name}` : game.name;
}
