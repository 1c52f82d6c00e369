import { Skeleton } from '../../shared/ui/skeleton.tsx';

/** Shown while the first screen's chunk loads. */
export function LayoutFallback() {
  return (
    <main className="main">
      <Skeleton />
    </main>
  );
}
