// What the browser allows, for the SPEC §5 environment warnings.

// Facebook, Instagram, LINE, WeChat and KakaoTalk in-app browsers, and Android WebViews ('; wv)'),
// block or break third-party login popups.
const IN_APP = /FBAN|FBAV|Instagram|\bLine\/|MicroMessenger|KAKAOTALK|; wv\)/;

export function isInAppWebView(userAgent: string = navigator.userAgent): boolean {
  return IN_APP.test(userAgent);
}

export { storageBlocked } from './storage-probe.ts';

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies to the clipboard; older in-app browsers lack navigator.clipboard, so fall back. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission denied or not a secure context: try the old way
  }
  return copyWithSelection(text);
}

/** The page address to open elsewhere, without a login token a game may have put in it. */
export function shareableUrl(href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.delete('oauth_token');
  return url.toString();
}
