import { describe, expect, it } from 'vitest';
import { lowerScriptPriority, withFirstScreen } from './page-renderer.ts';

const page =
  '<!doctype html><html lang="en"><head><title>t</title></head>' +
  '<body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('a server-rendered first screen put into the page', () => {
  it('fills #root, marks it, sets the language and moves the image preloads into the head', () => {
    const html = withFirstScreen(page, {
      html: '<link rel="preload" as="image" href="/g.svg"/><div class="app">Hello</div>',
      lang: 'ar',
      dir: 'rtl',
      queries: { queries: [] },
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="preload" as="image" href="/g.svg"/></head>');
    expect(html).toContain('<div id="root" data-ssr><div class="app">Hello</div></div>');
    expect(html).toContain(
      '<script id="ssr-state" type="application/json">{"lang":"ar","queries":{"queries":[]}}</script>',
    );
  });

  it('names the high-priority picture (the LCP) right after the viewport, before styles and scripts', () => {
    const withViewport = page.replace(
      '<head>',
      '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />' +
        '<link rel="modulepreload" href="/m.js"><link rel="stylesheet" href="/s.css">',
    );
    const html = withFirstScreen(withViewport, {
      html:
        '<link rel="preload" as="image" href="/logo.svg"/>' +
        '<link rel="preload" as="image" href="/art.svg" fetchPriority="high"/><div>Hi</div>',
      lang: 'en',
      dir: 'ltr',
      queries: {},
    });
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width" />' +
        '<link rel="preload" as="image" href="/art.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/m.js">',
    );
    // The other pictures stay at the end of the head, and the art is named once.
    expect(html).toContain('<link rel="preload" as="image" href="/logo.svg"/></head>');
    expect(html.match(/art\.svg/g)).toHaveLength(1);
  });

  it('keeps query data from closing its data block or being read as a replacement pattern', () => {
    const html = withFirstScreen(page, {
      html: '<p>$& $1</p>',
      lang: 'en',
      dir: 'ltr',
      queries: { note: '</script><script>alert(1)</script>$&' },
    });
    expect(html).toContain('<p>$& $1</p>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).toContain('$&');
  });

  it('asks for the scripts of a rendered page at low priority, and nothing else', () => {
    const head =
      '<script type="module" crossorigin src="/a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">' +
      '<script id="boot" type="application/json">{}</script>';
    expect(lowerScriptPriority(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">' +
        '<link rel="stylesheet" href="/c.css">' +
        '<script id="boot" type="application/json">{}</script>',
    );
  });
});
