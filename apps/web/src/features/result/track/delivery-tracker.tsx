import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTrack, TrackSettlement } from '@topup/contracts/order-track';
import { formatTimeOfDay } from '../../../shared/format/time.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { SettlementNotice } from './settlement-notice.tsx';
import { trackTextFiles } from './track-texts.ts';
import { useOrderTrack } from './use-order-track.ts';
import './delivery-tracker.css';

/** The steps as a list: done steps with their time, the next one marked current. */
export function TrackSteps({ track }: { track: OrderTrack }) {
  const { t } = useTranslation();
  const next = track.steps.findIndex((s) => s.at === null);
  return (
    <div className="tracker">
      <ol className="tracker__steps" aria-label={t('result.track.title')}>
        {track.steps.map((s, i) => {
          const state = s.at !== null ? 'done' : i === next ? 'current' : 'todo';
          return (
            <li
              key={s.step}
              className={`tracker__step tracker__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="tracker__dot" aria-hidden="true" />
              <span className="tracker__label">{t(`result.track.${s.step}`)}</span>
              {s.at !== null && (
                <time className="tracker__time" dateTime={s.at}>
                  {/* The player's clock with its zone, as My and the receipt show it. */}
                  {formatTimeOfDay(s.at)}
                </time>
              )}
            </li>
          );
        })}
      </ol>
      {track.settlement ? (
        <SettlementNotice settlement={track.settlement} />
      ) : (
        track.delayed && (
          <p className="tracker__delayed" role="status">
            {t('result.track.delayed')}
          </p>
        )
      )}
    </div>
  );
}

export type SettlementKind = TrackSettlement['kind'];

type DeliveryTrackerProps = {
  billingNo: string;
  /** Each track as it comes (its texts loaded): the result's headline and phase follow it. */
  onTrack?: (track: OrderTrack) => void;
  /** Follow the order without showing its steps (the result while the payment is awaited). */
  hideSteps?: boolean;
};

/** The live delivery tracker of the result popup (issue 18): no steps until the stream answers. */
export function DeliveryTracker({ billingNo, onTrack, hideSteps }: DeliveryTrackerProps) {
  const track = useOrderTrack(billingNo);
  const ready = useFeatureTexts(trackTextFiles, 'result');
  useEffect(() => {
    if (track && ready) onTrack?.(track);
  }, [track, ready, onTrack]);
  return track && ready && !hideSteps ? <TrackSteps track={track} /> : null;
}
