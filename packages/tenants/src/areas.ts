// Region areas of SPEC §3. Each tenant allows a subset.
export const areas = [
  'universal',
  'eru',
  'sea',
  'ja',
  'kr',
  'twhk',
  'useuro',
  'ru',
  'hk',
  'codapay',
  'mea',
  'dragon',
] as const;
export type Area = (typeof areas)[number];
