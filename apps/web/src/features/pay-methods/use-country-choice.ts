import { useEffect, useMemo, useState } from 'react';
import { track } from '../../shared/tracking/track.ts';
import type { PayWayList } from './api/get-pay-way-list.ts';
import { browserRegions } from './browser-regions.ts';
import {
  closeSubPopup,
  emptyChoice,
  enterCountry,
  initialCountry,
  payingMethod,
  tapMethod,
  tapSub,
  type Choice,
} from './choice-rules.ts';
import { devicePlatform } from '../../shared/platform/device-platform.ts';
import { listCountries, type ListedMethod, type SubMethod } from './listing-rules.ts';

export type CountryChoiceOptions = {
  /** The region the player used last (the order selection). */
  savedRegion: string | undefined;
  /** The stored recharge key, chosen again on entering a country that lists it. */
  rechargeKey?: string | undefined;
  /** The player changed the country. */
  onCountryChange?: (code: string) => void;
};

const selected = (m: SubMethod) => ({
  payway_id: m.payway_id,
  channel_id: m.channel_id,
  family_id: m.family_id,
});

/**
 * The listable countries of a payment-method list and the player's country, method and sub-method
 * choice (SPEC §4 region change, §5 listing rules); shared by the recharge sheet and the make-up
 * payment page.
 */
export function useCountryChoice(data: PayWayList | undefined, opts: CountryChoiceOptions) {
  const { savedRegion, rechargeKey, onCountryChange } = opts;
  const countries = useMemo(() => {
    if (!data) return [];
    return listCountries(data.country, { priceMinor: data.price_minor, device: devicePlatform() });
  }, [data]);
  const [choice, setChoice] = useState<Choice>(emptyChoice);

  // When the methods arrive (or the chosen country left the list), enter the starting country.
  useEffect(() => {
    if (choice.country && countries.some((c) => c.code === choice.country)) return;
    const code = initialCountry(countries, savedRegion, browserRegions());
    if (!code) return;
    setChoice(enterCountry(countries, code, rechargeKey));
  }, [countries, choice.country, savedRegion, rechargeKey]);

  return {
    countries,
    methods: countries.find((c) => c.code === choice.country)?.methods ?? [],
    choice,
    paying: payingMethod(choice),
    changeCountry: (code: string) => {
      if (code === choice.country) return;
      onCountryChange?.(code);
      setChoice(enterCountry(countries, code, rechargeKey));
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
