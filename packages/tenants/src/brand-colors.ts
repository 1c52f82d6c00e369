// Brand colours arrive from tenant files and the page config (SPEC §1, §3); anything that is not a
// 6-digit hex colour would break the CSS variables, so it falls back to the default.
export const DEFAULT_BRAND_COLOR = '#2f6fed';

const HEX6 = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX6.test(value);
}

export function validHexOr(value: unknown, fallback: string = DEFAULT_BRAND_COLOR): string {
  return isHexColor(value) ? value.toLowerCase() : fallback;
}

/** The page config's colour wins when valid, then the tenant's, then the default (SPEC §1, §3). */
export function resolveBrandColor(tenantColor: unknown, pageColor?: unknown): string {
  return validHexOr(pageColor, validHexOr(tenantColor));
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the given colour (WCAG relative luminance). */
export function contrastText(hex: string): '#000000' | '#ffffff' {
  return luminance(hex) > 0.179 ? '#000000' : '#ffffff';
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * The brand colour for text on white and on the brand's light tint: darkened step by step until it
 * reaches `min` contrast against white (WCAG AA is 4.5; the default leaves room for the tint).
 * Light brand colours (amber, lime) would otherwise give unreadable links and outline buttons.
 */
export function brandInk(hex: string, min = 5): string {
  const rgb = channels(hex);
  for (let k = 0; k <= 20; k++) {
    const ink = toHex(rgb.map((c) => Math.round(c * (1 - k * 0.05))));
    if (contrastRatio(ink, '#ffffff') >= min) return ink;
  }
  return '#000000';
}

/** The colour as an rgba() with the given alpha, for tints behind brand text. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The brand's CSS custom properties, from one colour (invalid -> the default). */
export type BrandPalette = {
  '--brand-color': string;
  '--brand-contrast': string;
  '--brand-ink': string;
  '--brand-soft': string;
};

/**
 * Every variable the brand colour sets: the web app applies them at boot (shared/theme) and the
 * server writes the same into the page's head, so the first paint is already in the brand's
 * colours before any script runs (issue 29 item 5).
 */
export function brandPalette(color: unknown): BrandPalette {
  const brand = validHexOr(color, DEFAULT_BRAND_COLOR);
  return {
    '--brand-color': brand,
    '--brand-contrast': contrastText(brand),
    '--brand-ink': brandInk(brand),
    '--brand-soft': withAlpha(brand, 0.12),
  };
}
