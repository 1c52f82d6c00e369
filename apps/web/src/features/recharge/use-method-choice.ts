import { patchSelection, useOrderSelection } from '../game/selection-store.ts';
import { usePayWayList, type PayWayScope } from '../pay-methods/api/get-pay-way-list.ts';
import { useCountryChoice } from '../pay-methods/use-country-choice.ts';

/**
 * The methods of the product and the player's country, method and sub-method choice; the region
 * the player changes to is remembered in the order selection.
 */
export function useMethodChoice(scope: PayWayScope) {
  const list = usePayWayList(scope);
  const { region, rechargeKey } = useOrderSelection();
  const choice = useCountryChoice(list.data, {
    savedRegion: region,
    rechargeKey,
    onCountryChange: (code) => patchSelection({ region: code }),
  });
  return { list, ...choice };
}
export type MethodChoice = ReturnType<typeof useMethodChoice>;
