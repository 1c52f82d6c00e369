import { startOfLocalDay } from '../vip/periods.ts';
import { localDay } from './progress.ts';

/** Local midnight of the 1st of the month `offset` months from the one `at` falls in. */
export function monthStart(at: Date, timeZone: string, offset: number): Date {
  const [year, month] = localDay(at, timeZone).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return startOfLocalDay(
    { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 },
    timeZone,
  );
}
