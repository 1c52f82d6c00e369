import {
  rechargeKeyOf,
  type ListedCountry,
  type ListedMethod,
  type SubMethod,
} from './listing-rules.ts';

// The recharge sheet's choice of country, method and sub-method (SPEC §4 region change).
export type Choice = {
  country: string | null;
  method: ListedMethod | null;
  sub: SubMethod | null;
  /** The method whose sub-method popup is open. */
  subPopup: ListedMethod | null;
};

export const emptyChoice: Choice = { country: null, method: null, sub: null, subPopup: null };

/**
 * The country to start with: the one saved in the order selection if it still has methods, else
 * the first listed region the browser suggests, else the first in the display order.
 */
export function initialCountry(
  countries: readonly ListedCountry[],
  saved?: string,
  suggested: readonly string[] = [],
): string | null {
  const listed = (code: string | undefined) => countries.find((c) => c.code === code)?.code;
  return listed(saved) ?? suggested.map(listed).find(Boolean) ?? countries[0]?.code ?? null;
}

/**
 * Entering a country (first open or region change): method and sub-method start empty, then the
 * method of the stored recharge key is chosen again if this country lists it. When the key was a
 * sub-method its parent and that sub-method are chosen, shown under the parent. The sub-method
 * popup stays shut: SPEC §4 opened it by itself the first time, which put a sheet nobody asked for
 * in front of the player arriving at the recharge step (issue 29 item 8); one tap on the parent
 * still opens it.
 */
export function enterCountry(
  countries: readonly ListedCountry[],
  code: string,
  rechargeKey: string | undefined,
): Choice {
  const base: Choice = { ...emptyChoice, country: code };
  const methods = countries.find((c) => c.code === code)?.methods ?? [];
  if (!rechargeKey) return base;
  for (const method of methods) {
    if (method.subs.length === 0 && rechargeKeyOf(method) === rechargeKey) {
      return { ...base, method };
    }
    const sub = method.subs.find((s) => rechargeKeyOf(s) === rechargeKey);
    if (sub) return { ...base, method, sub };
  }
  return base;
}

/**
 * Tapping a method: one with sub-methods only opens their popup; the choice changes when a
 * sub-method is picked there, so closing the popup keeps what was chosen before.
 */
export function tapMethod(choice: Choice, method: ListedMethod): Choice {
  if (method.subs.length > 0) return { ...choice, subPopup: method };
  return { ...choice, method, sub: null, subPopup: null };
}

export function tapSub(choice: Choice, sub: SubMethod): Choice {
  if (!choice.subPopup) return choice;
  return { ...choice, method: choice.subPopup, sub, subPopup: null };
}

export function closeSubPopup(choice: Choice): Choice {
  return { ...choice, subPopup: null };
}

/** What is paid with: the sub-method when one is chosen, else a method without sub-methods. */
export function payingMethod(choice: Choice): SubMethod | null {
  if (!choice.method) return null;
  if (choice.method.subs.length > 0) return choice.sub;
  return choice.method;
}
