import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, isInAppWebView, shareableUrl, storageBlocked } from './environment.ts';

const agents = {
  facebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0]',
  messenger: 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile [FB_IAB/Orca-Android;FBAV/400.0]',
  instagram: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0.0',
  line: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.20.0',
  wechat: 'Mozilla/5.0 (Linux; Android 12) Chrome/110 Mobile MicroMessenger/8.0.40',
  kakao: 'Mozilla/5.0 (Linux; Android 13) Chrome/119 Mobile Safari/537.36 KAKAOTALK 10.4.0',
  webview: 'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 Version/4.0 Chrome/120',
};
const browsers = {
  chrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  // "Outline/" and "online/" contain "line/" but are not LINE.
  lookalike: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36 Outline/1.0',
};

afterEach(() => vi.restoreAllMocks());

describe('isInAppWebView', () => {
  it.each(Object.entries(agents))('detects %s', (_name, ua) => {
    expect(isInAppWebView(ua)).toBe(true);
  });
  it.each(Object.entries(browsers))('leaves %s alone', (_name, ua) => {
    expect(isInAppWebView(ua)).toBe(false);
  });
});

describe('storageBlocked', () => {
  it('is false when storage works and cookies are on', () => {
    expect(storageBlocked()).toBe(false);
  });
  it('is true when cookies are disabled', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(storageBlocked()).toBe(true);
  });
  it('is true when localStorage is denied or refuses writes', () => {
    const getter = vi.spyOn(window, 'localStorage', 'get');
    getter.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storageBlocked()).toBe(true);
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    getter.mockReturnValue(full as unknown as Storage);
    expect(storageBlocked()).toBe(true);
  });
});

describe('copying the address', () => {
  it('drops oauth_token and keeps the rest', () => {
    const url = new URL(shareableUrl('https://watt.example/selectGoods?client_id=1&oauth_token=t'));
    expect(url.searchParams.get('client_id')).toBe('1');
    expect(url.searchParams.has('oauth_token')).toBe(false);
  });
  it('falls back to a selection copy without navigator.clipboard', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('https://x.example')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
