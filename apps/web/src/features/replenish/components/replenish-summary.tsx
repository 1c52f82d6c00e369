import { useTranslation } from 'react-i18next';
import type { ReplenishInfo } from '@topup/contracts/replenish';
import { formatMinor } from '../../../shared/format/money.ts';
import type { GameOption } from '../../game/game-options.ts';
import { formatCountdown } from '../countdown.ts';

type ReplenishSummaryProps = {
  info: ReplenishInfo;
  game: GameOption | null | undefined;
  /** Seconds left while the countdown runs (SPEC §4), else null. */
  countdown: number | null;
};

/** SPEC §3 replenish info: the game, the account and the amount, with the countdown. */
export function ReplenishSummary({ info, game, countdown }: ReplenishSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className="replenish-card">
      <div className="replenish-card__game">
        {game?.logo && (
          <img className="replenish-card__logo" src={game.logo} alt="" width={40} height={40} />
        )}
        <strong dir="auto">{info.game_name}</strong>
      </div>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('replenish.account')}</dt>
          <dd>
            <bdi>{info.user_name}</bdi>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('replenish.amount')}</dt>
          <dd className="replenish-card__amount" dir="ltr">
            {formatMinor(info.amount_minor, info.currency_code)}
          </dd>
        </div>
      </dl>
      {countdown !== null && (
        <p className="replenish-card__countdown" role="timer">
          {t('replenish.countdown', { time: formatCountdown(countdown) })}
        </p>
      )}
    </div>
  );
}
