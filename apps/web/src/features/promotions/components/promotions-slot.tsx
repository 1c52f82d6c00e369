import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { promotionsQuery } from '../api/get-promotions.ts';
import type { PromotionsPanelProps } from './promotions-panel.tsx';

const PromotionsPanel = lazy(() =>
  import('./promotions-panel.tsx').then((m) => ({ default: m.PromotionsPanel })),
);

/**
 * The publisher's promotions under the game card (issue 29 item 9). Asked for after the first
 * paint (enabled from an effect, so neither a server render nor hydration waits), and the panel's
 * code loads only when there is one: a goods page without promotions loads neither the panel nor
 * its texts (the first page's JS budget, e2e/initial-js-budget.spec.ts).
 */
export function PromotionsSlot(props: Omit<PromotionsPanelProps, 'promotions'>) {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const query = useQuery({ ...promotionsQuery(props.clientId), enabled: painted });
  const promotions = query.data?.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PromotionsPanel {...props} promotions={promotions} />
    </Suspense>
  );
}
