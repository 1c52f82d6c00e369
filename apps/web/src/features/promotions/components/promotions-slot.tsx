import { lazy, Suspense, useEffect, useState } from 'react';
import type { PromotionsPanelProps } from './promotions-panel.tsx';

const PromotionsPanel = lazy(() =>
  import('./promotions-panel.tsx').then((m) => ({ default: m.PromotionsPanel })),
);

/**
 * The publisher's promotions under the game card (issue 29 item 9). Its code and its data come
 * after the first paint (mounted in an effect, so neither a server render nor hydration waits
 * for them): the first page's JS stays within its budget (e2e/initial-js-budget.spec.ts).
 */
export function PromotionsSlot(props: PromotionsPanelProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <PromotionsPanel {...props} />
    </Suspense>
  );
}
