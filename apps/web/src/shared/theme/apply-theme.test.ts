import { beforeEach, describe, expect, it } from 'vitest';
import { applyBrandColor, applyPageColor, applyTheme } from './apply-theme.ts';
import { DEFAULT_BRAND_COLOR, resolveBrandColor } from '@topup/tenants/brand-colors';

const brand = () => document.documentElement.style.getPropertyValue('--brand-color');

describe('applyTheme', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = '';
  });

  it('sets title, icon and brand colour variables', () => {
    applyTheme({ title: 'Watt', icon: '/brands/watt.svg', brandColor: '#F5A623' });
    expect(document.title).toBe('Watt');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/watt.svg',
    );
    expect(brand()).toBe('#f5a623');
    expect(document.documentElement.style.getPropertyValue('--brand-contrast')).toBe('#000000');
  });

  it('keeps the default colour when the tenant colour is invalid', () => {
    applyTheme({ title: 'X', icon: '', brandColor: 'orange' });
    expect(brand()).toBe(DEFAULT_BRAND_COLOR);
  });

  it('applies a resolved page-config colour over the tenant colour', () => {
    applyTheme({ title: 'X', icon: '', brandColor: '#111111' });
    applyBrandColor(resolveBrandColor('#111111', '#00aa00'));
    expect(brand()).toBe('#00aa00');
    applyBrandColor(resolveBrandColor('#111111', '#00aa0'));
    expect(brand()).toBe('#111111');
  });

  it("applies a game's page colour, and the tenant's again for a game without a valid one", () => {
    applyPageColor('#111111', '#00AA00');
    expect(brand()).toBe('#00aa00');
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#00aa00',
    );
    applyPageColor('#111111', 'green');
    expect(brand()).toBe('#111111');
  });
});
