import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { track } from '../../shared/tracking/track.ts';
import { useOrderSelection } from '../game/selection-store.ts';
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
import { listCountries, type ListedMethod, type SubMethod } from '../pay-methods/listing-rules.ts';
import { replenishMethodsQuery } from './api/replenish-api.ts';

const selected = (m: SubMethod) => ({
  payway_id: m.payway_id,
  channel_id: m.channel_id,
  family_id: m.family_id,
});

/**
 * The link's payment methods (replenishmentCountryList) and the player's country, method and
 * sub-method choice, by the same SPEC §4/§5 rules as the recharge sheet. The goods selection is
 * only read (the region the player used last), never written.
 */
export function useReplenishMethods(replenishId: string, area: string | undefined) {
  const list = useQuery(replenishMethodsQuery(replenishId, area));
  const { region } = useOrderSelection();
  const countries = useMemo(() => {
    if (!list.data) return [];
    return listCountries(list.data.country, {
      priceMinor: list.data.price_minor,
      device: devicePlatform(),
    });
  }, [list.data]);
  const [choice, setChoice] = useState<Choice>(emptyChoice);

  useEffect(() => {
    if (choice.country && countries.some((c) => c.code === choice.country)) return;
    const code = initialCountry(countries, region, browserRegions());
    if (code) setChoice(enterCountry(countries, code, undefined, false));
  }, [countries, choice.country, region]);

  const methods = countries.find((c) => c.code === choice.country)?.methods ?? [];
  return {
    list,
    countries,
    methods,
    choice,
    paying: payingMethod(choice),
    changeCountry: (code: string) => {
      if (code !== choice.country) setChoice(enterCountry(countries, code, undefined, false));
    },
    pickMethod: (method: ListedMethod) => {
      const next = tapMethod(choice, method);
      if (next.method === method && !next.subPopup) track('selectPayway', selected(method));
      setChoice(next);
    },
    pickSub: (sub: SubMethod) => {
      track('selectPayway', selected(sub));
      setChoice(tapSub(choice, sub));
    },
    closeSubs: () => setChoice(closeSubPopup(choice)),
  };
}

export type ReplenishMethods = ReturnType<typeof useReplenishMethods>;
