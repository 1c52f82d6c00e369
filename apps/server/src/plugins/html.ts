import type { Tenant } from '@topup/tenants/tenant-schema';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}

const style =
  'body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2328;background:#f6f8fa}' +
  'main{max-width:40rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem}' +
  'h1{font-size:1.35rem;margin:0 0 .75rem}li{margin:.4rem 0}a{color:#0969da}' +
  '.swatch{display:inline-block;width:.8em;height:.8em;border-radius:50%;margin-right:.4em}';

/**
 * A small self-contained page; title and body are already-escaped HTML, `css` is ours. The
 * `<style>` runs under the Content-Security-Policy by the response's nonce (reply.cspNonce.style).
 */
export function htmlPage(title: string, body: string, nonce: string, css = ''): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title>` +
    `<style nonce="${escapeHtml(nonce)}">${style}${css}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

export function unknownHostPage(host: string, nonce: string): string {
  return htmlPage(
    'Unknown shop address',
    '<h1>Unknown shop address</h1>' +
      `<p>No shop is configured for <code>${escapeHtml(host || '(no host)')}</code>.</p>` +
      '<p>Check the address, or open the shop from the link in your game.</p>',
    nonce,
  );
}

export function appNotBuiltPage(nonce: string): string {
  return htmlPage(
    'App not built',
    '<h1>App not built: run npm run build</h1>' +
      '<p>The web app has not been built yet, so there is no page to serve.</p>',
    nonce,
  );
}

/** Local brand chooser: `<id>.localhost` resolves to 127.0.0.1 in browsers without DNS setup. */
export function brandIndexPage(tenants: readonly Tenant[], port: string, nonce: string): string {
  const suffix = port ? `:${port}` : '';
  // One class per brand colour: the policy allows no style attributes.
  const swatches = tenants.map((t, i) => `.swatch-${i}{background:${escapeHtml(t.brandColor)}}`);
  const items = tenants.map((tenant, i) => {
    const id = tenant.id.toLowerCase();
    // A brand of several areas cannot guess which one is meant and shows the parameter error
    // (SPEC §4 region resolution; issue 29 item 8): its links name the first of its areas.
    const area =
      tenant.areas.length > 1 ? `?domain_area=${encodeURIComponent(tenant.areas[0]!)}` : '';
    const live = escapeHtml(`http://${id}.localhost${suffix}/${area}`);
    const demo = escapeHtml(`http://demo.${id}.localhost${suffix}/${area}`);
    return (
      `<li><span class="swatch swatch-${i}"></span>` +
      `<a href="${live}">${escapeHtml(tenant.title)}</a> (${escapeHtml(tenant.id)}) · ` +
      `<a href="${demo}">demo</a></li>`
    );
  });
  return htmlPage(
    'Topup brands',
    '<h1>Topup brands</h1><p>Each brand is chosen by the host name. Open one:</p>' +
      `<ul>${items.join('')}</ul>`,
    nonce,
    swatches.join(''),
  );
}
