import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brandMarks, neutralMarks } from '@topup/contracts/pay-marks';
import { brandIcons } from './brand-icons.ts';
import { BrandMark } from './brand-mark.tsx';
import { inkOn } from './ink-on.ts';
import { NeutralMark } from './neutral-mark.tsx';

const css = readFileSync(join(import.meta.dirname, 'marks.css'), 'utf8');

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const c = (i: number) => {
      const v = parseInt(hex.replace('#', '').slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(0) + 0.7152 * c(2) + 0.0722 * c(4);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('brand marks', () => {
  it.each(brandMarks)('%s is drawn from its real mark, readable on its colour', (mark) => {
    const icon = brandIcons[mark];
    expect(icon.path.length).toBeGreaterThan(40);
    // A graphic that identifies something needs 3:1 against what is behind it (WCAG 1.4.11).
    expect(contrast(inkOn(icon.hex), icon.hex)).toBeGreaterThanOrEqual(3);
    const html = renderToStaticMarkup(<BrandMark mark={mark} labelled />);
    expect(html).toContain(`role="img"`);
    expect(html).toContain(`aria-label="${icon.title}"`);
    expect(html).toContain(`d="${icon.path}"`);
    expect(html).not.toContain('<text');
  });

  it('is decoration, hidden from screen readers, unless asked to be labelled', () => {
    const html = renderToStaticMarkup(<BrandMark mark="google" shape="round" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
    expect(html).toContain('<circle');
  });

  it('draws white on brand colours where it stands out, black on light ones', () => {
    expect(inkOn(brandIcons.kakao.hex)).toBe('#000000');
    expect(inkOn(brandIcons.naver.hex)).toBe('#000000');
    expect(inkOn(brandIcons.paypal.hex)).toBe('#ffffff');
    expect(inkOn(brandIcons.alipay.hex)).toBe('#ffffff');
  });
});

describe('neutral marks', () => {
  it.each(neutralMarks)('%s has a pictogram and no letter', (mark) => {
    expect(css).toMatch(
      new RegExp(`\\.mark__glyph--${mark} \\{\\s*--glyph: url\\('lucide-static/`),
    );
    const html = renderToStaticMarkup(<NeutralMark mark={mark} />);
    expect(html).toContain(`mark__glyph--${mark}`);
    expect(html).toContain('aria-hidden="true"');
    expect(html.replace(/<[^>]+>/g, '')).toBe('');
  });
});
