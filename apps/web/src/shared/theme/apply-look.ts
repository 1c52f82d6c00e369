import { brandLookCss } from '@topup/tenants/brand-themes';

/**
 * The brand's look (type, corners, header, backdrop; issue 29 item 9) where the server did not
 * write it into the head: only the Vite dev server's page, whose index.html is not the shop's.
 */
export function applyLook(tenant: { id: string; brandColor?: string }): void {
  const style = document.createElement('style');
  style.textContent = brandLookCss(tenant.id, tenant.brandColor);
  document.head.append(style);
}
