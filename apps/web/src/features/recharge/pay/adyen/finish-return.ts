import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { loadAdyenDropIn } from '../load-drop-in.ts';
import { adyenReturnOf, forgetAdyenSession, withoutAdyenReturn } from './adyen-return.ts';

/**
 * The return from an Adyen redirect: the address loses Adyen's parameters at once (they must not
 * be submitted twice), then the Drop-in's core submits the redirect result for the session this
 * page started. A return for another session (another tab, an old link) only cleans the address.
 */
export async function finishReturn(search: string, replaceSearch: (rest: string) => void) {
  const returned = adyenReturnOf(search);
  replaceSearch(withoutAdyenReturn(search));
  if (!returned) return;
  forgetAdyenSession();
  const { finishAdyenRedirect } = await loadAdyenDropIn();
  await finishAdyenRedirect({ ...returned, language: currentLanguage() });
}
