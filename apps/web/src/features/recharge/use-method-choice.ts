import { useEffect, useMemo, useRef, useState } from 'react';
import { track } from '../../shared/tracking/track.ts';
import { patchSelection, useOrderSelection } from '../game/selection-store.ts';
import { usePayWayList, type PayWayScope } from '../pay-methods/api/get-pay-way-list.ts';
import {
  closeSubPopup,
  emptyChoice,
  enterCountry,
  initialCountry,
  payingMethod,
  tapMethod,
  tapSub,
  type Choice,
} from '../pay-methods/choice-rules.ts';
import { browserRegions } from '../pay-methods/browser-regions.ts';
import { devicePlatform } from '../pay-methods/device.ts';
import { takeFirstEntry } from './recharge-store.ts';
import { listCountries, type ListedMethod, type SubMethod } from '../pay-methods/listing-rules.ts';

const selected = (m: SubMethod) => ({
  payway_id: m.payway_id,
  channel_id: m.channel_id,
  family_id: m.family_id,
});

/** The methods of the product and the player's country, method and sub-method choice. */
export function useMethodChoice(scope: PayWayScope) {
  const list = usePayWayList(scope);
  const selection = useOrderSelection();
  const { region, rechargeKey } = selection;
  const countries = useMemo(() => {
    if (!list.data) return [];
    return listCountries(list.data.country, {
      priceMinor: list.data.price_minor,
      device: devicePlatform(),
    });
  }, [list.data]);
  const [choice, setChoice] = useState<Choice>(emptyChoice);
  // Asked once per sheet; a ref survives React's dev double-run of effects.
  const firstEntry = useRef<boolean | null>(null);

  // The first time the methods arrive, enter the saved country and re-select the saved method.
  useEffect(() => {
    if (
      countries.length === 0 ||
      (choice.country && countries.some((c) => c.code === choice.country))
    )
      return;
    const code = initialCountry(countries, region, browserRegions());
    if (!code) return;
    firstEntry.current ??= takeFirstEntry();
    setChoice(enterCountry(countries, code, rechargeKey, firstEntry.current));
  }, [countries, choice.country, region, rechargeKey]);

  const changeCountry = (code: string) => {
    if (code === choice.country) return;
    patchSelection({ region: code });
    setChoice(enterCountry(countries, code, rechargeKey, false));
  };
  const pickMethod = (method: ListedMethod) => {
    const next = tapMethod(choice, method);
    if (next.method === method && !next.subPopup) track('selectPayway', selected(method));
    setChoice(next);
  };
  const pickSub = (sub: SubMethod) => {
    track('selectPayway', selected(sub));
    setChoice(tapSub(choice, sub));
  };

  const methods = countries.find((c) => c.code === choice.country)?.methods ?? [];
  return {
    list,
    countries,
    methods,
    choice,
    paying: payingMethod(choice),
    changeCountry,
    pickMethod,
    pickSub,
    closeSubs: () => setChoice(closeSubPopup(choice)),
  };
}
export type MethodChoice = ReturnType<typeof useMethodChoice>;
