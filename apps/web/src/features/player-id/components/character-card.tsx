import { useTranslation } from 'react-i18next';
import type { PlayerLookup } from '@topup/contracts/player-id';

type CharacterCardProps = {
  found: PlayerLookup;
  gameName: string;
  /** Asking to confirm, or already confirmed (then only "change"). */
  confirmed: boolean;
  onConfirm: () => void;
  onChange: () => void;
};

/** "Character: B***n (S1 Dawn)": what the game answered, for the person to recognise. */
export function CharacterCard({
  found,
  gameName,
  confirmed,
  onConfirm,
  onChange,
}: CharacterCardProps) {
  const { t } = useTranslation();
  return (
    <section className="pid-card" aria-labelledby="pid-character">
      <p className="pid-card__game">{gameName}</p>
      <h2 id="pid-character" className="pid-card__name">
        {t('playerId.character', { name: found.role_name, server: found.server_name })}
      </h2>
      <p className="pid-card__meta">
        {t('playerId.level', { level: found.level })}
        <span aria-hidden="true"> · </span>
        <span dir="ltr">{t('playerId.serverNo', { id: found.server_id })}</span>
      </p>
      {!confirmed && (
        <>
          <p className="pid-card__question">{t('playerId.confirmQuestion')}</p>
          <p className="pid-card__hint">{t('playerId.nameMasked')}</p>
        </>
      )}
      <div className="pid-card__actions">
        {!confirmed && (
          <button type="button" className="button" onClick={onConfirm}>
            {t('playerId.confirm')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onChange}>
          {t('playerId.change')}
        </button>
      </div>
    </section>
  );
}
