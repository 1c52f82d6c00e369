import { describe, expect, it } from 'vitest';
import {
  closeSubPopup,
  enterCountry,
  initialCountry,
  payingMethod,
  tapMethod,
  tapSub,
} from './choice-rules.ts';
import { listCountries } from './listing-rules.ts';
import { method, sub } from './test-methods.ts';

const countries = listCountries(
  {
    US: [method(1), method(2, {}, [sub(21), sub(22)])],
    PH: [method(1), method(3)],
    TH: [method(4)],
  },
  { priceMinor: 499, device: 'web' },
);

describe('region change in the recharge sheet (SPEC §4)', () => {
  it('starts in the saved country when it still has methods', () => {
    expect(initialCountry(countries, 'PH')).toBe('PH');
    expect(initialCountry(countries, 'BR')).toBe('US');
    expect(initialCountry([], 'PH')).toBeNull();
  });

  it("without a saved country starts in the browser's first listed region, else the first", () => {
    expect(initialCountry(countries, undefined, ['BR', 'TH', 'PH'])).toBe('TH');
    expect(initialCountry(countries, 'PH', ['TH'])).toBe('PH');
    expect(initialCountry(countries, undefined, ['BR'])).toBe('US');
  });

  it('re-selects the method of the stored recharge key in the new country', () => {
    expect(enterCountry(countries, 'PH', '1_ch1')).toMatchObject({
      country: 'PH',
      method: { payway_id: 1 },
      sub: null,
      subPopup: null,
    });
    // Not listed there: nothing chosen.
    expect(enterCountry(countries, 'TH', '1_ch1')).toMatchObject({
      country: 'TH',
      method: null,
    });
    expect(enterCountry(countries, 'US', undefined).method).toBeNull();
  });

  it('re-selects a sub-method with its parent and never opens its popup by itself', () => {
    const first = enterCountry(countries, 'US', '22_ch22');
    expect(first.method?.payway_id).toBe(2);
    expect(first.sub?.payway_id).toBe(22);
    // Issue 29 item 8: the card-brand popup opened on arrival; now only a tap opens it.
    expect(first.subPopup).toBeNull();
    expect(payingMethod(first)?.payway_id).toBe(22);
  });

  it('resets method and sub-method when the country changes', () => {
    const chosen = tapSub(
      tapMethod(enterCountry(countries, 'US', undefined), countries[0]!.methods[1]!),
      sub(21),
    );
    expect(payingMethod(chosen)?.payway_id).toBe(21);
    const moved = enterCountry(countries, 'TH', '21_ch21');
    expect([moved.method, moved.sub]).toEqual([null, null]);
  });
});

describe('choosing a method', () => {
  const us = enterCountry(countries, 'US', undefined);
  const [plain, parent] = countries[0]!.methods;

  it('chooses a plain method at once', () => {
    expect(payingMethod(tapMethod(us, plain!))?.payway_id).toBe(1);
  });

  it('opens the sub-method popup for a parent and chooses only once a sub-method is picked', () => {
    const chosenPlain = tapMethod(us, plain!);
    const opened = tapMethod(chosenPlain, parent!);
    expect(opened.subPopup?.payway_id).toBe(2);
    expect(payingMethod(opened)?.payway_id).toBe(1);
    // Closing without a pick keeps the earlier choice.
    expect(payingMethod(closeSubPopup(opened))?.payway_id).toBe(1);
    const picked = tapSub(opened, parent!.subs[1]!);
    expect([picked.method?.payway_id, payingMethod(picked)?.payway_id, picked.subPopup]).toEqual([
      2,
      22,
      null,
    ]);
  });
});
