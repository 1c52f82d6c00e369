import { describe, expect, it } from 'vitest';
import { installDoubleTapGuard, isSafari } from './double-tap-guard.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const chromeAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const chromeIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';

describe('isSafari', () => {
  it('knows Safari from the browsers that also say Safari', () => {
    expect(isSafari(iphone)).toBe(true);
    expect(isSafari(mac)).toBe(true);
    expect(isSafari(chromeAndroid)).toBe(false);
    expect(isSafari(chromeIos)).toBe(false);
  });
});

describe('installDoubleTapGuard', () => {
  it('cancels a second touchend within 300 ms, not a later one', () => {
    let clock = 1000;
    const target = new EventTarget() as unknown as Document;
    const remove = installDoubleTapGuard(target, () => clock);
    const tap = () => {
      const event = new Event('touchend', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(tap()).toBe(false);
    clock += 299;
    expect(tap()).toBe(true);
    clock += 300;
    expect(tap()).toBe(false);
    remove();
    clock += 10;
    expect(tap()).toBe(false);
  });
});
