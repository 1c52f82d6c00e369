import { carryQuery } from '../../shared/boot/query-params.ts';

/** SPEC §4: a replenish login lands on /replenishGoods with the link, the page then reloads. */
export function landingUrl(currentSearch: string, replenishId: string, rpClientId: string): string {
  const next = new URLSearchParams({
    replenish_id: replenishId,
    rp_client_id: rpClientId,
    client_id: rpClientId,
  });
  return `/replenishGoods?${carryQuery(currentSearch, next)}`;
}

/** Indirection so tests can observe the document load instead of performing it. */
export const documentNavigation = { go: (url: string): void => window.location.replace(url) };
