// The separately loaded payment components of SPEC §7 (drop-in, card forms) and the Korean
// payment script. Each is fetched only when the player pays with a method that needs it.
export type DropInLabels = Record<string, string>;
export type DropInOptions = {
  sessionId: string;
  clientKey: string;
  onSuccess: () => void;
  /** { status: 'failed' | 'error', message } from the sandbox component. */
  onError: (error?: unknown) => void;
  labels: DropInLabels;
};
type Unmount = (() => void) | { unmount(): void } | void;
export type DropInModule = { mount(el: HTMLElement, options: DropInOptions): Unmount };
export type KrPayModule = { openKrPay(url: string): unknown };

function isDropInModule(m: unknown): m is DropInModule {
  return typeof (m as Partial<DropInModule> | null)?.mount === 'function';
}

/** The drop-in component the server named; a URL the server gave, so not bundled. */
export async function loadDropIn(scriptUrl: string): Promise<DropInModule> {
  const mod: unknown = await import(/* @vite-ignore */ scriptUrl);
  if (!isDropInModule(mod)) throw new Error(`drop-in ${scriptUrl} has no mount()`);
  return mod;
}

/** Adyen's Drop-in (@adyen/adyen-web and its styles): a chunk of its own, fetched when chosen. */
export const loadAdyenDropIn = () => import('./adyen/adyen-drop-in.ts');

/** Turns whatever mount() returned into a cleanup function. */
export function unmountOf(result: Unmount): () => void {
  if (typeof result === 'function') return result;
  if (result && typeof result.unmount === 'function') return () => result.unmount();
  return () => {};
}

export const KR_PAY_SCRIPT = '/sandbox/kr-pay.js';
let krPay: KrPayModule | null = null;
let krLoading: Promise<KrPayModule> | null = null;

/**
 * Fetches the Korean payment script once (SPEC §7: only off mobile, in Korean, for a kr_pay
 * method). It may export openKrPay or, as a classic script, put it on window.
 */
export function preloadKrPay(url: string = KR_PAY_SCRIPT): Promise<KrPayModule> {
  krLoading ??= (async () => {
    const mod = (await import(/* @vite-ignore */ url)) as Partial<KrPayModule>;
    const open =
      mod.openKrPay ?? (globalThis as { openKrPay?: KrPayModule['openKrPay'] }).openKrPay;
    if (typeof open !== 'function') throw new Error(`${url} has no openKrPay()`);
    krPay = { openKrPay: open };
    return krPay;
  })();
  // A failed load may be retried by the next choice of a Korean method.
  krLoading.catch(() => (krLoading = null));
  return krLoading;
}

/** The Korean script if it has finished loading: the click must not wait for it. */
export function loadedKrPay(): KrPayModule | null {
  return krPay;
}
