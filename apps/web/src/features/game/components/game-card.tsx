import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyArtOf } from '@topup/tenants/key-art';
import { useGameContext } from '../use-game-context.ts';
import '../game.css';

const GameListSheet = lazy(() =>
  import('./game-list-sheet.tsx').then((m) => ({ default: m.GameListSheet })),
);

/** The game being topped up, with the way to another one (new layout). */
export function GameCard() {
  const { t } = useTranslation();
  const { game } = useGameContext();
  const [open, setOpen] = useState(false);
  // The publisher's own key art wins over the shop's art for its own pictures.
  const art = game.keyArt ?? keyArtOf(game.logo);
  return (
    <div className="game-card">
      {/* Key art is decoration (the game's name follows as text); its box is sized before it
          loads (width/height, game.css), so nothing below moves when it arrives. It is the
          page's largest picture (its LCP): fetched first, not after the scripts. */}
      {art && (
        <img
          className="game-card__art"
          src={art}
          alt=""
          width={1200}
          height={300}
          fetchPriority="high"
        />
      )}
      <div className="game-card__row">
        {game.logo ? (
          <img className="game-logo" src={game.logo} alt="" width={48} height={48} />
        ) : (
          <span className="game-logo game-logo--empty" aria-hidden="true" />
        )}
        <div className="game-card__text">
          <span className="game-card__label">{t('game.label')}</span>
          <strong className="game-card__name" dir="auto">
            {game.name}
          </strong>
        </div>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('game.change')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <GameListSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
