import { brandPalette, resolveBrandColor } from '@topup/tenants/brand-colors';

type ThemeInput = { title: string; icon: string; brandColor?: string };

function setHeadLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets the brand colour variables; an invalid colour falls back to the default. */
export function applyBrandColor(color: unknown): string {
  const style = document.documentElement.style;
  const palette = brandPalette(color);
  for (const [name, value] of Object.entries(palette)) style.setProperty(name, value);
  const brand = palette['--brand-color'];
  setMeta('theme-color', brand);
  return brand;
}

/** A game's colour from its page config over the tenant's (SPEC §3); invalid -> the tenant's. */
export function applyPageColor(tenantColor: unknown, pageColor: unknown): string {
  return applyBrandColor(resolveBrandColor(tenantColor, pageColor));
}

/** Applies the tenant's title, icon and colour (the server injects the same into <head>). */
export function applyTheme({ title, icon, brandColor }: ThemeInput): void {
  // An invalid tenant colour sets the default's variables (brandPalette), never none (SPEC §1).
  applyBrandColor(brandColor);
  document.title = title;
  if (icon) setHeadLink('icon', icon);
}
