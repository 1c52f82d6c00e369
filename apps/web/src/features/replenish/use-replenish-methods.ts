import { useQuery } from '@tanstack/react-query';
import { useOrderSelection } from '../game/selection-store.ts';
import { useCountryChoice } from '../pay-methods/use-country-choice.ts';
import { replenishMethodsQuery } from './api/replenish-api.ts';

/**
 * The link's payment methods (replenishmentCountryList) and the player's choice, by the same
 * SPEC §4/§5 rules as the recharge sheet. The goods selection is only read (the region the player
 * used last), never written, and no stored goods method is chosen again.
 */
export function useReplenishMethods(replenishId: string, area: string | undefined) {
  const list = useQuery(replenishMethodsQuery(replenishId, area));
  const { region } = useOrderSelection();
  return { list, ...useCountryChoice(list.data, { savedRegion: region }) };
}

export type ReplenishMethods = ReturnType<typeof useReplenishMethods>;
