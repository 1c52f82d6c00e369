import { brandInk, contrastRatio, contrastText, validHexOr, withAlpha } from './brand-colors.ts';

// Each brand's look beyond its colour (issue 29 item 9): type, corners, header, page backdrop and
// an accent. Written into the page's head as CSS custom properties next to the colours
// (brand-colors.ts), so the first paint already looks like the brand and no script is involved.
// Only system fonts: a stack names the platforms' own faces and ends in the language's stack
// (global.css --font-family), whose self-hosted face carries the CJK and Thai glyphs where the
// platform has none.

export type HeaderStyle = 'solid' | 'gradient' | 'dark' | 'light';
export type Backdrop =
  'plain' | 'dots' | 'grid' | 'diagonal' | 'glow' | 'waves' | 'checker' | 'rays';
export type FontStack = keyof typeof fontStacks;

export type BrandTheme = {
  /** The face of titles and the header; body text keeps the language's stack. */
  font: FontStack;
  /** Body size and page-title size in px, title weight; caps: titles in capitals. */
  scale: { base: number; title: number; weight: number; caps?: boolean };
  /** Corner radius of cards and panels, px. */
  radius: number;
  buttons: 'pill' | 'rounded' | 'square';
  header: HeaderStyle;
  backdrop: Backdrop;
  /** A second colour for prices, markers and the key art's frame (#rrggbb). */
  accent: string;
};

const fontStacks = {
  system: 'var(--font-family)',
  geometric: `'Avenir Next', Avenir, 'Century Gothic', 'URW Gothic', Futura, var(--font-family)`,
  serif: `'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', var(--font-family)`,
  rounded: `ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', 'Nunito', var(--font-family)`,
  condensed: `'Avenir Next Condensed', 'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', 'DejaVu Sans Condensed', var(--font-family)`,
  mono: `ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', var(--font-family)`,
  jaGothic: `'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Yu Gothic', YuGothic, Meiryo, 'Noto Sans CJK JP', var(--font-family)`,
  jaRounded: `'Hiragino Maru Gothic ProN', 'Kosugi Maru', 'M PLUS Rounded 1c', 'Yu Gothic', 'Noto Sans CJK JP', var(--font-family)`,
  jaMincho: `'Hiragino Mincho ProN', 'Yu Mincho', YuMincho, 'Noto Serif CJK JP', 'Noto Serif JP', 'DejaVu Serif', var(--font-family)`,
  koGothic: `'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', var(--font-family)`,
  tcSans: `'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC', var(--font-family)`,
  tcSerif: `'Songti TC', PMingLiU, 'Noto Serif CJK TC', 'Noto Serif TC', 'DejaVu Serif', var(--font-family)`,
} as const;

const DEFAULT_THEME: BrandTheme = {
  font: 'system',
  scale: { base: 15, title: 20, weight: 700 },
  radius: 12,
  buttons: 'pill',
  header: 'light',
  backdrop: 'plain',
  accent: '#1971c2',
};

/** Every brand's theme, by tenant id (a test checks there is one for each tenant and no other). */
export const brandThemes: Readonly<Record<string, BrandTheme>> = {
  // Electric arena games: night header, amber sparks, condensed capitals, sharp corners.
  watt: {
    font: 'condensed',
    scale: { base: 15, title: 24, weight: 800, caps: true },
    radius: 4,
    buttons: 'square',
    header: 'dark',
    backdrop: 'diagonal',
    accent: '#f5a623',
  },
  // Fantasy saga: crimson banner header, book serif, gold accents.
  dragon: {
    font: 'serif',
    scale: { base: 16, title: 26, weight: 700 },
    radius: 2,
    buttons: 'square',
    header: 'gradient',
    backdrop: 'glow',
    accent: '#b7791f',
  },
  ko: {
    font: 'koGothic',
    scale: { base: 15, title: 22, weight: 800 },
    radius: 16,
    buttons: 'pill',
    header: 'solid',
    backdrop: 'dots',
    accent: '#0ca678',
  },
  coolgame: {
    font: 'tcSans',
    scale: { base: 15, title: 21, weight: 700 },
    radius: 20,
    buttons: 'pill',
    header: 'light',
    backdrop: 'waves',
    accent: '#e67700',
  },
  // Sever ("north"): polar night header, ice-blue accent, a chart grid.
  ru: {
    font: 'system',
    scale: { base: 15, title: 22, weight: 700 },
    radius: 6,
    buttons: 'rounded',
    header: 'dark',
    backdrop: 'grid',
    accent: '#339af0',
  },
  joynet: {
    font: 'rounded',
    scale: { base: 15, title: 23, weight: 800 },
    radius: 14,
    buttons: 'pill',
    header: 'gradient',
    backdrop: 'dots',
    accent: '#12b886',
  },
  ssgame: {
    font: 'geometric',
    scale: { base: 15, title: 21, weight: 700, caps: true },
    radius: 8,
    buttons: 'rounded',
    header: 'solid',
    backdrop: 'checker',
    accent: '#f59f00',
  },
  joyage: {
    font: 'rounded',
    scale: { base: 16, title: 24, weight: 800 },
    radius: 18,
    buttons: 'pill',
    header: 'gradient',
    backdrop: 'rays',
    accent: '#7048e8',
  },
  acenet: {
    font: 'geometric',
    scale: { base: 15, title: 22, weight: 700 },
    radius: 10,
    buttons: 'rounded',
    header: 'light',
    backdrop: 'grid',
    accent: '#1c7ed6',
  },
  acenetJp: {
    font: 'jaGothic',
    scale: { base: 15, title: 21, weight: 700 },
    radius: 8,
    buttons: 'rounded',
    header: 'solid',
    backdrop: 'diagonal',
    accent: '#f76707',
  },
  rhinosTwhk: {
    font: 'tcSerif',
    scale: { base: 15, title: 23, weight: 700 },
    radius: 4,
    buttons: 'square',
    header: 'dark',
    backdrop: 'checker',
    accent: '#82c91e',
  },
  // The Rhinos house look: graphite, terminal type, no rounding, safety orange.
  rhinos: {
    font: 'mono',
    scale: { base: 15, title: 21, weight: 700, caps: true },
    radius: 0,
    buttons: 'square',
    header: 'dark',
    backdrop: 'grid',
    accent: '#fd7e14',
  },
  // Idols: candy gradient, soft round type and corners.
  spotJp: {
    font: 'jaRounded',
    scale: { base: 15, title: 23, weight: 800 },
    radius: 22,
    buttons: 'pill',
    header: 'gradient',
    backdrop: 'dots',
    accent: '#ae3ec9',
  },
  rhinosJp: {
    font: 'jaMincho',
    scale: { base: 15, title: 24, weight: 700 },
    radius: 6,
    buttons: 'rounded',
    header: 'solid',
    backdrop: 'waves',
    accent: '#d6336c',
  },
  rhinosSea: {
    font: 'geometric',
    scale: { base: 15, title: 22, weight: 800 },
    radius: 12,
    buttons: 'pill',
    header: 'gradient',
    backdrop: 'rays',
    accent: '#f76707',
  },
  brandEn: DEFAULT_THEME,
};

export function brandThemeOf(tenantId: string): BrandTheme {
  return brandThemes[tenantId] ?? DEFAULT_THEME;
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved toward `b` by `t` (0 = a, 1 = b), per channel. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((c, i) => c + (y[i]! - c) * t) as Rgb);
}

/** The colour with its hue turned by `degrees` (same lightness and saturation). */
function turnHue(hex: string, degrees: number): string {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + degrees + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return hexOf([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/** The header's paint: its background stops, text colour, and its login button. */
export type HeaderPaint = {
  stops: string[];
  fg: string;
  line: string;
  buttonBg: string;
  buttonFg: string;
};

export function headerPaint(theme: BrandTheme, color: string): HeaderPaint {
  const brand = validHexOr(color);
  // White text on the brand needs a deep enough brand: darkened until 4.6:1 (brandInk).
  const deep = brandInk(brand, 4.6);
  switch (theme.header) {
    case 'solid': {
      const fg = contrastText(brand);
      return fg === '#ffffff'
        ? { stops: [brand], fg, line: brand, buttonBg: '#ffffff', buttonFg: brandInk(brand) }
        : { stops: [brand], fg, line: brand, buttonBg: '#1f2329', buttonFg: '#ffffff' };
    }
    case 'gradient': {
      const far = brandInk(turnHue(deep, -28), 6);
      return { stops: [deep, far], fg: '#ffffff', line: far, buttonBg: '#ffffff', buttonFg: deep };
    }
    case 'dark': {
      const night = mix(brand, '#0b0d12', 0.86);
      return {
        stops: [night],
        fg: '#ffffff',
        line: theme.accent,
        buttonBg: theme.accent,
        buttonFg: contrastText(theme.accent),
      };
    }
    case 'light':
      return {
        stops: ['#ffffff'],
        fg: '#1f2329',
        line: brand,
        buttonBg: brand,
        buttonFg: contrastText(brand),
      };
  }
}

/** The strongest tint a backdrop lays over the page (a test keeps muted text readable on it). */
export const BACKDROP_MAX_ALPHA = 0.1;

function backdropCss(kind: Backdrop, brand: string): string {
  const faint = withAlpha(brand, 0.06);
  const soft = withAlpha(brand, BACKDROP_MAX_ALPHA);
  switch (kind) {
    case 'plain':
      return 'none';
    case 'dots':
      return `radial-gradient(circle,${soft} 1.5px,transparent 2px) 0 0/20px 20px`;
    case 'grid':
      return (
        `linear-gradient(${faint} 1px,transparent 1px) 0 0/28px 28px,` +
        `linear-gradient(90deg,${faint} 1px,transparent 1px) 0 0/28px 28px`
      );
    case 'diagonal':
      return `repeating-linear-gradient(135deg,${faint} 0 2px,transparent 2px 16px)`;
    case 'glow':
      return `radial-gradient(120% 420px at 50% 0,${soft},transparent) no-repeat`;
    case 'waves':
      return `radial-gradient(circle at 50% 100%,transparent 10px,${faint} 11px 12px,transparent 13px) 0 0/28px 14px`;
    case 'checker':
      return `conic-gradient(${withAlpha(brand, 0.04)} 25%,transparent 0 50%,${withAlpha(brand, 0.04)} 0 75%,transparent 0) 0 0/36px 36px`;
    case 'rays':
      return `repeating-conic-gradient(from 0deg at 50% -80px,${faint} 0 5deg,transparent 5deg 12deg) no-repeat`;
  }
}

const buttonRadius = { pill: '999px', rounded: '10px', square: '3px' } as const;

/** The brand's look as CSS custom properties (names with their values). */
export function brandThemeVars(tenantId: string, color: unknown): Record<string, string> {
  const theme = brandThemeOf(tenantId);
  const brand = validHexOr(color);
  const header = headerPaint(theme, brand);
  const bg =
    header.stops.length > 1
      ? `linear-gradient(100deg,${header.stops.join(',')})`
      : header.stops[0]!;
  return {
    '--font-display': fontStacks[theme.font],
    '--font-size-base': `${theme.scale.base}px`,
    '--title-size': `${theme.scale.title}px`,
    '--title-weight': String(theme.scale.weight),
    '--title-case': theme.scale.caps ? 'uppercase' : 'none',
    '--title-tracking': theme.scale.caps ? '0.04em' : 'normal',
    '--radius': `${theme.radius}px`,
    '--button-radius': buttonRadius[theme.buttons],
    '--header-bg': bg,
    '--header-fg': header.fg,
    '--header-line': header.line,
    '--header-button-bg': header.buttonBg,
    '--header-button-fg': header.buttonFg,
    '--accent': theme.accent,
    // Prices sit on white, on the grey panels (--background) and on a chosen card's brand tint.
    '--accent-ink': brandInk(theme.accent, 5.4),
    '--backdrop': backdropCss(theme.backdrop, brand),
  };
}

/**
 * One rule for the head. `html:root` outranks the stylesheet's `:root` defaults (global.css);
 * every value comes from this file and validated hex colours, never from a request, and holds no
 * `<` that could end the style element.
 */
export function brandLookCss(tenantId: string, color: unknown): string {
  const vars = Object.entries(brandThemeVars(tenantId, color))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `html:root{${vars}}`;
}

/** For tests and tools: contrast of the header's text on each of its background stops. */
export function headerContrasts(tenantId: string, color: string): number[] {
  const header = headerPaint(brandThemeOf(tenantId), validHexOr(color));
  return header.stops.map((stop) => contrastRatio(header.fg, stop));
}
