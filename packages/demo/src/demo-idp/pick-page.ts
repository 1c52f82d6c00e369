import { escapeHtml } from '@topup/server/plugins/html';
import { demoPeople } from './people.ts';

const style =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#eef1f5;color:#1f2328}' +
  'main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem}' +
  'h1{font-size:1.2rem;margin:0 0 .5rem}.note{background:#fff8c5;border-radius:6px;' +
  'padding:.4rem .6rem;font-size:.85rem;margin:0 0 1rem}form{margin:0 0 .6rem}' +
  'button,input{width:100%;box-sizing:border-box;min-height:44px;font-size:1rem;border-radius:8px;' +
  'border:1px solid #8c959f;background:#f6f8fa;margin:0 0 .5rem}button.primary{background:#1f883d;' +
  'color:#fff;border-color:#1f883d}input{background:#fff;padding:0 .6rem}label{font-size:.85rem}';

const providerNames: Record<string, string> = {
  google: 'Google',
  apple: 'Apple',
  huawei: 'HUAWEI ID',
  facebook: 'Facebook',
  vk: 'VK ID',
  twitter: 'X',
};

/**
 * The local provider's sign-in page: the demo player picks or types an identity. The request's
 * parameters ride along as hidden fields; no script, one nonce'd style (like the sandbox
 * checkout).
 */
export function pickPage(opts: {
  method: string;
  action: string;
  params: Record<string, string>;
  clientLabel: string;
  nonce: string;
}): string {
  const hidden = Object.entries(opts.params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const form = (inner: string) =>
    `<form method="post" action="${escapeHtml(opts.action)}">${hidden}${inner}</form>`;
  const name = providerNames[opts.method] ?? opts.method;
  const people = demoPeople
    .map((person) =>
      form(
        `<button type="submit" name="identity" value="${escapeHtml(person)}" class="primary">` +
          `Continue as ${escapeHtml(person)}</button>`,
      ),
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>Sign in with ${escapeHtml(name)} (local)</title>` +
    `<style nonce="${escapeHtml(opts.nonce)}">${style}</style></head><body><main>` +
    `<h1>Sign in with ${escapeHtml(name)}</h1>` +
    `<p class="note">Local identity provider for the demo: no real ${escapeHtml(name)} account is used. ` +
    `App: ${escapeHtml(opts.clientLabel)}</p>` +
    people +
    form(
      '<label for="identity">Another identity</label>' +
        '<input id="identity" name="identity" maxlength="64" required placeholder="Name">' +
        '<button type="submit">Continue</button>',
    ) +
    form('<button type="submit" name="deny" value="1">Cancel</button>') +
    '</main></body></html>'
  );
}
