import { describe, expect, it } from 'vitest';
import { loadTenants } from './all-tenants.ts';
import { contrastRatio, withAlpha } from './brand-colors.ts';
import {
  BACKDROP_MAX_ALPHA,
  brandLookCss,
  brandThemes,
  brandThemeVars,
  headerContrasts,
  headerPaint,
  mix,
} from './brand-themes.ts';

const tenants = loadTenants();
// global.css: muted text, the darkest text colour the pages put straight onto the backdrop.
const MUTED = '#5f6673';

describe('brand themes', () => {
  it('has exactly one theme per tenant', () => {
    expect(Object.keys(brandThemes).sort()).toEqual(tenants.map((t) => t.id).sort());
  });

  it.each(tenants.map((t) => [t.id, t.brandColor] as const))(
    '%s: header text, login button and accent ink reach WCAG AA (4.5:1)',
    (id, color) => {
      for (const ratio of headerContrasts(id, color)) expect(ratio).toBeGreaterThanOrEqual(4.5);
      const paint = headerPaint(brandThemes[id]!, color);
      expect(contrastRatio(paint.buttonFg, paint.buttonBg)).toBeGreaterThanOrEqual(4.5);
      const vars = brandThemeVars(id, color);
      // Prices in the accent: on white, the grey panels (global.css --background) and a chosen
      // goods card's brand tint (--brand-soft, 12 %).
      for (const under of ['#ffffff', '#f4f5f7', mix('#ffffff', color, 0.12)])
        expect(contrastRatio(vars['--accent-ink']!, under), under).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(tenants.map((t) => [t.id, t.brandColor] as const))(
    '%s: muted text stays readable on the strongest tint of the backdrop',
    (id, color) => {
      const tinted = mix('#ffffff', color, BACKDROP_MAX_ALPHA);
      expect(contrastRatio(MUTED, tinted)).toBeGreaterThanOrEqual(4.5);
      // The backdrop only uses tints up to the maximum.
      const css = brandThemeVars(id, color)['--backdrop']!;
      for (const [, alpha] of css.matchAll(/rgba\(\d+, \d+, \d+, ([\d.]+)\)/g))
        expect(Number(alpha)).toBeLessThanOrEqual(BACKDROP_MAX_ALPHA);
    },
  );

  it('makes the 16 brands look different: no two share header, font, radius and backdrop', () => {
    const looks = tenants.map((t) => {
      const th = brandThemes[t.id]!;
      return `${th.header}/${th.font}/${th.radius}/${th.backdrop}`;
    });
    expect(new Set(looks).size).toBe(tenants.length);
    // Every header treatment and several backdrops are in use.
    expect(new Set(Object.values(brandThemes).map((th) => th.header)).size).toBe(4);
    expect(new Set(Object.values(brandThemes).map((th) => th.backdrop)).size).toBeGreaterThan(5);
  });

  it('gives the CJK brands their scripts’ platform stacks', () => {
    expect(brandThemeVars('ko', '#1e6fd9')['--font-display']).toContain('Malgun Gothic');
    expect(brandThemeVars('acenetJp', '#364fc7')['--font-display']).toContain('Hiragino');
    expect(brandThemeVars('rhinosJp', '#862e9c')['--font-display']).toContain('Yu Mincho');
    expect(brandThemeVars('coolgame', '#16a085')['--font-display']).toContain('Microsoft JhengHei');
    // Ends in the language's own stack, which carries the glyphs where the platform has none.
    for (const t of tenants)
      expect(brandThemeVars(t.id, t.brandColor)['--font-display']).toMatch(/var\(--font-family\)$/);
  });

  it('writes one head rule that cannot end its style element, with the default for unknowns', () => {
    for (const t of tenants) {
      const css = brandLookCss(t.id, t.brandColor);
      expect(css).toMatch(/^html:root\{--font-display:.*\}$/);
      expect(css).not.toMatch(/[<>]/);
    }
    expect(brandLookCss('nobody', 'red;}body{x:y')).toContain('--radius:12px');
    expect(brandLookCss('nobody', 'red;}body{x:y')).not.toContain('red;');
    expect(brandThemeVars('watt', '#f5a623')['--backdrop']).toContain(withAlpha('#f5a623', 0.06));
  });
});
