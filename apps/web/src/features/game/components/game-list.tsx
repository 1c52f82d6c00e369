import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyArtOf } from '@topup/tenants/key-art';
import { pickWithin, type GameOption, type GamePick } from '../game-options.ts';
import { Icon } from '../../../shared/ui/icon.tsx';

type GameListProps = {
  games: readonly GameOption[];
  currentClientId: string;
  onPick: (pick: GamePick) => void;
};

function GameLogo({ src }: { src: string }) {
  return src ? (
    <img className="game-logo" src={src} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="game-logo game-logo--empty" aria-hidden="true" />
  );
}

/** A game tile's banner in the desktop grid (game.css hides it in a phone's list). */
function GameArt({ game }: { game: GameOption }) {
  const art = game.keyArt ?? keyArtOf(game.logo);
  return art ? (
    <img className="game-list__art" src={art} alt="" width={1200} height={300} loading="lazy" />
  ) : null;
}

const holds = (game: GameOption, clientId: string) =>
  game.clientId === clientId || game.subGames.some((s) => s.clientId === clientId);

/** Games, with sub-games folded under their game (SPEC §2 game list). */
export function GameList({ games, currentClientId, onPick }: GameListProps) {
  const { t } = useTranslation();
  // The game holding the current pick starts open, so the player sees where they are.
  const [open, setOpen] = useState<string | null>(
    () => games.find((g) => g.subGames.length > 0 && holds(g, currentClientId))?.clientId ?? null,
  );

  return (
    <ul className="game-list">
      {games.map((game) => {
        const hasSubs = game.subGames.length > 0;
        const expanded = open === game.clientId;
        const subListId = `sub-games-${game.clientId}`;
        return (
          <li key={game.clientId} className="game-list__entry">
            <button
              type="button"
              className="game-list__game"
              aria-pressed={hasSubs ? undefined : game.clientId === currentClientId}
              aria-expanded={hasSubs ? expanded : undefined}
              aria-controls={hasSubs ? subListId : undefined}
              onClick={() =>
                hasSubs ? setOpen(expanded ? null : game.clientId) : onPick(pickWithin(game))
              }
            >
              <GameArt game={game} />
              <GameLogo src={game.logo} />
              <span className="game-list__name" dir="auto">
                {game.name}
              </span>
              {hasSubs && (
                <span className="game-list__more">
                  {t('game.subGames')} ({game.subGames.length})
                  <Icon name={expanded ? 'chevron-up' : 'chevron-down'} />
                </span>
              )}
            </button>
            {hasSubs && expanded && (
              <ul id={subListId} className="game-list__subs">
                {game.subGames.map((sub) => (
                  <li key={sub.clientId}>
                    <button
                      type="button"
                      className="game-list__sub"
                      aria-pressed={sub.clientId === currentClientId}
                      onClick={() => onPick({ game: sub, parent: game })}
                    >
                      <GameLogo src={sub.logo} />
                      <span className="game-list__name" dir="auto">
                        {sub.name}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
