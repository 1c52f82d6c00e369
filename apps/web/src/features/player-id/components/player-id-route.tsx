import { lazy, Suspense } from 'react';

// The route's module only names the page: the list of chunks the page needs is kept here, in
// this small chunk, instead of in the first page's JS (its budget has no room; issue 17).
const Page = lazy(() => import('./player-id-page.tsx').then((m) => ({ default: m.PlayerIdPage })));

export function PlayerIdRoute() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
