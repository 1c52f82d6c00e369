import { describe, expect, it } from 'vitest';
import {
  consoleMessage,
  consoleMessages,
  readConsoleMessage,
  type ConsoleMessageKey,
} from './console-messages.ts';

describe('console messages', () => {
  it('fills a template and reads the text back to its key and values', () => {
    const text = consoleMessage('productExists', { product: 'gems-60', brand: 'watt' });
    expect(text).toBe('Product id gems-60 already exists in watt');
    expect(readConsoleMessage(text)).toEqual({
      key: 'productExists',
      params: { product: 'gems-60', brand: 'watt' },
    });
    // A value with spaces and colons of its own (a provider's refusal) is read whole.
    expect(
      readConsoleMessage(consoleMessage('refundRefused', { error: 'adyen: http 422 167: No' })),
    ).toEqual({ key: 'refundRefused', params: { error: 'adyen: http 422 167: No' } });
  });

  it('reads every template as itself and no other, and nothing else as one', () => {
    for (const key of Object.keys(consoleMessages) as ConsoleMessageKey[]) {
      const names = [...consoleMessages[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((n, i) => [n, `v${i} x`]));
      expect({ key, read: readConsoleMessage(consoleMessage(key, params)) }).toEqual({
        key,
        read: { key, params },
      });
    }
    expect(readConsoleMessage('Invalid body: price: at most 2 decimals')).toBeNull();
    expect(readConsoleMessage('This delivery is already being replayed!')).toBeNull();
  });
});
