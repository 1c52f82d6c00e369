import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerLookup } from '@topup/contracts/player-id';
import { ApiError } from '../../../shared/api-client/api-error.ts';
import { lookupPlayer } from '../api/lookup-player.ts';
import type { PlayerIdGame } from '../player-id-games.ts';

type LookupFormProps = {
  games: PlayerIdGame[];
  game: PlayerIdGame;
  onGame: (clientId: string) => void;
  area: string | undefined;
  onFound: (found: PlayerLookup) => void;
};

/** The player id (and server where the game asks for it); the server's refusal shows inline. */
export function LookupForm({ games, game, onGame, area, onFound }: LookupFormProps) {
  const { t } = useTranslation();
  const ids = { player: useId(), server: useId(), error: useId(), game: useId() };
  const [playerId, setPlayerId] = useState('');
  const [serverId, setServerId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = playerId.trim() !== '' && (!game.askServer || serverId.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    lookupPlayer({
      clientId: game.clientId,
      playerId: playerId.trim(),
      serverId: game.askServer ? serverId.trim() : undefined,
      area,
    })
      .then(onFound)
      .catch((err: unknown) =>
        setError(err instanceof ApiError ? err.msg : t('playerId.lookupFailed')),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form className="pid-form" onSubmit={submit} noValidate>
      {games.length > 1 && (
        <label className="pid-field">
          <span className="pid-field__label">{t('playerId.game')}</span>
          <select
            id={ids.game}
            className="pid-field__input"
            value={game.clientId}
            onChange={(e) => onGame(e.target.value)}
          >
            {games.map((g) => (
              <option key={g.clientId} value={g.clientId}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="pid-field">
        <label className="pid-field__label" htmlFor={ids.player}>
          {t('playerId.playerId')}
        </label>
        <input
          id={ids.player}
          className="pid-field__input"
          value={playerId}
          onChange={(e) => setPlayerId(e.target.value)}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          dir="ltr"
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error ? true : undefined}
        />
        <p className="pid-field__hint">{t('playerId.playerIdHint')}</p>
      </div>
      {game.askServer && (
        <div className="pid-field">
          <label className="pid-field__label" htmlFor={ids.server}>
            {t('playerId.serverId')}
          </label>
          <input
            id={ids.server}
            className="pid-field__input"
            value={serverId}
            onChange={(e) => setServerId(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={64}
            dir="ltr"
          />
          <p className="pid-field__hint">{t('playerId.serverIdHint')}</p>
        </div>
      )}
      {error && (
        <p id={ids.error} className="pid-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button pid-form__submit" disabled={!complete || busy}>
        {busy ? t('playerId.finding') : t('playerId.find')}
      </button>
    </form>
  );
}
