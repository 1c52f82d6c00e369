// What the browser runs on, for the SPEC §5 listing rules (Apple Pay only on iOS) and SPEC §7 (the
// Korean payment script only off mobile).
export type DevicePlatform = 'ios' | 'android' | 'web';

type Navigatorish = { userAgent: string; maxTouchPoints?: number; platform?: string };

function nav(): Navigatorish {
  return typeof navigator === 'undefined' ? { userAgent: '' } : navigator;
}

/** iPhone, iPod, iPad — including iPadOS, which reports itself as a Mac with a touch screen. */
export function isIos(n: Navigatorish = nav()): boolean {
  if (/iPhone|iPad|iPod/i.test(n.userAgent)) return true;
  return /Macintosh/i.test(n.userAgent) && (n.maxTouchPoints ?? 0) > 1;
}

export function devicePlatform(n: Navigatorish = nav()): DevicePlatform {
  if (isIos(n)) return 'ios';
  if (/Android/i.test(n.userAgent)) return 'android';
  return 'web';
}

export function isMobile(n: Navigatorish = nav()): boolean {
  return isIos(n) || /Android|Mobi|Windows Phone|IEMobile|Opera Mini/i.test(n.userAgent);
}
