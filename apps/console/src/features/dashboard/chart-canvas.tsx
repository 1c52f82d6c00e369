import { useEffect, useRef } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type * as ChartSetupModule from './chart-setup.ts';

type ChartSetup = typeof ChartSetupModule;

type BarConfig = ChartConfiguration<'bar', number[], string>;

// One load for every chart on the page.
let chartModule: Promise<ChartSetup> | null = null;
const loadChart = () =>
  (chartModule ??= import('./chart-setup.ts').catch((error: unknown) => {
    chartModule = null; // a chunk that failed to load is tried again next time
    throw error;
  }));

/**
 * A bar chart drawn by chart.js, loaded on first use (its own chunk). A canvas the browser cannot
 * draw on (or a failed chunk load) leaves the canvas empty: the same numbers are in the table below.
 */
export function BarChart({
  config,
  label,
  testId,
}: {
  config: BarConfig;
  label: string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let chart: { destroy(): void } | null = null;
    void loadChart()
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, config);
      })
      .catch(() => {
        // No canvas context (or the chunk failed): the table below has the same numbers.
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div className="dash-chart">
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
