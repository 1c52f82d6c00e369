// SPEC §9 business constants the app implements, in one place. Modules take their values from
// here and spec-limits.test.ts pins both the numbers and that each module really uses them, so a
// change to any of them is a deliberate edit of this file and its test, never a side effect.
export const specLimits = {
  /** One request attempt gives up after 10 s. */
  requestTimeoutMs: 10_000,
  /** Up to 3 attempts per request (reads; calls that create something try once). */
  requestAttempts: 3,
  /** 4 s between attempts. */
  retryDelayMs: 4_000,
  /** A backup host that answered is remembered for 1 day (paymentBakApi). */
  backupHostDays: 1,
  /** The result popup first asks about the order 1 s after it opens. */
  resultPollDelayMs: 1_000,
  /** -3062 while paying: the coupons refresh after 1000 ms. */
  illegalCouponRefreshMs: 1_000,
  /** A manual login in the new layout reloads after 500 ms. */
  loginReloadMs: 500,
  /** The header's scroll handling runs at most every 300 ms. */
  scrollThrottleMs: 300,
  /** The scroll direction resets after 1000 ms without scrolling. */
  scrollResetMs: 1_000,
  /** Safari: a second tap within 300 ms is swallowed. */
  doubleTapMs: 300,
  /** Card number and password (and the login fields): at most 80 characters. */
  cardFieldMax: 80,
  /** A loading skeleton shows 3 items. */
  skeletonItems: 3,
  /** The order selection persists 7 days. */
  orderSelectionDays: 7,
} as const;
