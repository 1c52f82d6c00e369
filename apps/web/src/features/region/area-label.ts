import type { TFunction } from 'i18next';

/** The player-facing name of a region area (SPEC §3), e.g. 'universal' -> "Global". */
export function areaLabel(t: TFunction, area: string): string {
  return t(`area.${area}`, { defaultValue: area });
}
