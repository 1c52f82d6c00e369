// What the browser runs on, read from the user agent in this one place: SPEC §7 `platform`
// (android, ios, web) of every call that sends it, the SPEC §5 listing rules (Apple Pay only on
// iOS) and SPEC §7's Korean payment script (only off mobile). The server refuses Apple Pay unless
// the pay call says ios, so the pay call and the method list must agree with what is shown.
export type DevicePlatform = 'ios' | 'android' | 'web';

export type Navigatorish = { userAgent: string; maxTouchPoints?: number; platform?: string };

function nav(): Navigatorish {
  return typeof navigator === 'undefined' ? { userAgent: '' } : navigator;
}

/** iPhone, iPod, iPad — including iPadOS, which reports itself as a Mac with a touch screen. */
export function isIos(n: Navigatorish = nav()): boolean {
  if (/iPhone|iPad|iPod/i.test(n.userAgent)) return true;
  return /Macintosh/i.test(n.userAgent) && (n.maxTouchPoints ?? 0) > 1;
}

/** SPEC §7 `platform`: ios, android, else web (any other browser). */
export function devicePlatform(n: Navigatorish = nav()): DevicePlatform {
  if (isIos(n)) return 'ios';
  if (/Android/i.test(n.userAgent)) return 'android';
  return 'web';
}

export function isMobile(n: Navigatorish = nav()): boolean {
  return isIos(n) || /Android|Mobi|Windows Phone|IEMobile|Opera Mini/i.test(n.userAgent);
}
