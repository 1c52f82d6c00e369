// The payment page opens in a new window (SPEC §7). Pop-up blockers only allow windows opened
// during the click itself, so a blank one is opened at once and pointed at the payment page when
// the server answers.
export type PayWindow = {
  /** Sends the window to the payment page; false when no window could be opened. */
  go(url: string): boolean;
  /** The pay call failed: the blank window goes away. */
  discard(): void;
};

export function openPayWindow(): PayWindow {
  let win: Window | null = null;
  try {
    win = window.open('', '_blank');
  } catch {
    win = null;
  }
  return {
    go(url) {
      if (!win || win.closed) return false;
      try {
        // The payment site must not be able to script or redirect this page.
        win.opener = null;
        win.location.href = url;
        return true;
      } catch {
        return false;
      }
    },
    discard() {
      try {
        win?.close();
      } catch {
        // already gone
      }
      win = null;
    },
  };
}

/** Opens a payment page right from a click (the result popup's 'to pay'). */
export function openPayLinkNow(url: string): void {
  try {
    window.open(url, '_blank', 'noopener');
  } catch {
    // blocked: the button stays for another try
  }
}

/**
 * The Korean payment script opens its own popup, named, so the blank one it opens during the click
 * is the one it later sends to the checkout.
 */
export function openKrPayWindow(kr: { openKrPay(url: string): unknown }): PayWindow {
  let win: Window | null = null;
  try {
    win = (kr.openKrPay('about:blank') as Window | null) ?? null;
  } catch {
    win = null;
  }
  return {
    go(url) {
      if (!win || win.closed) return false;
      try {
        kr.openKrPay(url);
        return true;
      } catch {
        return false;
      }
    },
    discard() {
      try {
        win?.close();
      } catch {
        // already gone
      }
      win = null;
    },
  };
}
