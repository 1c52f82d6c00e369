import { describe, expect, it } from 'vitest';
import { applyLook } from './apply-look.ts';

describe('applyLook', () => {
  it("adds the brand's look as one rule, for a page without the server's head", () => {
    applyLook({ id: 'ko', brandColor: '#1e6fd9' });
    const css = document.head.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/^html:root\{--font-display:/);
    expect(css).toContain('--radius:16px');
    expect(css).toContain('--header-bg:#1e6fd9');
  });
});
