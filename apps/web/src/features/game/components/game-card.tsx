import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  return (
    <div className="game-card">
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
      {open && (
        <Suspense fallback={null}>
          <GameListSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
