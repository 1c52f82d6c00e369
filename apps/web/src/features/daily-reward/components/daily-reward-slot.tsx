import { lazy, Suspense } from 'react';
import type { Picks } from '../../game/selection-rules.ts';

const DailyRewardPanel = lazy(() =>
  import('./daily-reward-panel.tsx').then((m) => ({ default: m.DailyRewardPanel })),
);

/** The daily reward panel as its own chunk, for signed-in players only (initial JS budget). */
export function DailyRewardSlot({ clientId, picks }: { clientId: string; picks: Picks }) {
  return (
    <Suspense fallback={null}>
      <DailyRewardPanel clientId={clientId} picks={picks} />
    </Suspense>
  );
}
