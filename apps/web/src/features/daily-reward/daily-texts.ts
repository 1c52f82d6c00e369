import type { FeatureTextFiles } from '../../shared/i18n/use-feature-texts.ts';

/** The daily reward panel's own dictionaries (daily.*), one chunk per language. */
export const dailyTextFiles: FeatureTextFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*.json',
  { import: 'default' },
);

/** 'h:mm:ss' until the next reset (the panel counts down each second). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
