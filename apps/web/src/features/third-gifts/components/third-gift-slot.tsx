import { lazy, Suspense } from 'react';

const ThirdGiftLine = lazy(() =>
  import('./third-gift-line.tsx').then((m) => ({ default: m.ThirdGiftLine })),
);

/** The goods card's gift line as its own chunk: the first page's bundle does not carry it. */
export function ThirdGiftSlot({ productId }: { productId: string }) {
  return (
    <Suspense fallback={null}>
      <ThirdGiftLine productId={productId} />
    </Suspense>
  );
}
