import { describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_PAINT,
  scriptAfterFirstPaint,
  scriptsAfterFirstPaint,
} from './scripts-after-first-paint.server';

// The shape React Router writes (apps/web/build, a home page), shortened.
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/language-layout-C.js";
import * as route2 from "/assets/home-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-E.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/language-layout":route1,"home":route2};

import("/assets/entry.client-E.js");`;

const PAGE = [
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/media/hero/640.avif 640w"/>',
  '<link nonce="n0" rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-E.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/entry.client-E.js" nonce="n0"/>',
  '</head><body><main><h1>İstanbul’da ev gibi</h1></main>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  `<script nonce="n0" type="module" async="">${ROUTER_SCRIPT}</script>`,
  '<script nonce="n0">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

async function through(chunks: Buffer[]): Promise<string> {
  const stream = scriptsAfterFirstPaint();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('scriptAfterFirstPaint', () => {
  const script = scriptAfterFirstPaint(ROUTER_SCRIPT, [
    '/assets/entry.client-E.js',
    '/assets/root-B.js',
    '/assets/entry.client-E.js',
  ]);

  it('waits for the paint, then preloads each module once', () => {
    expect(script.startsWith(`await ${AFTER_FIRST_PAINT};`)).toBe(true);
    expect(script).toContain('for (const href of ["/assets/entry.client-E.js","/assets/root-B.js"]) {');
  });

  it("then runs the router's own script, unchanged, as a module with the page's nonce", async () => {
    document.head.innerHTML = '<script nonce="n0">window.__reactRouterContext = {};</script>';
    document.body.innerHTML = '<h1>Konak</h1>';
    vi.useFakeTimers();
    const run = new Function(`return (async () => { ${script} })();`)() as Promise<void>;
    await vi.advanceTimersByTimeAsync(100);
    await run;
    vi.useRealTimers();
    const router = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(router.textContent).toBe(ROUTER_SCRIPT);
    expect(router.getAttribute('nonce')).toBe('n0');
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/entry.client-E.js', '/assets/root-B.js']);
  });

  it("keeps a closing script tag in the router script from ending the page's script", () => {
    expect(scriptAfterFirstPaint('const a = "</script>";', [])).not.toContain('</script>');
  });
});

describe('scriptsAfterFirstPaint', () => {
  const expectRewritten = (html: string) => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link nonce="n0" rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<h1>İstanbul’da ev gibi</h1>');
    expect(html).toContain(
      `<script nonce="n0" type="module" async="">${scriptAfterFirstPaint(ROUTER_SCRIPT, ['/assets/entry.client-E.js', '/assets/root-B.js', '/assets/entry.client-E.js'])}</script>`,
    );
    expect(html.endsWith('streamController.close();</script></body></html>')).toBe(true);
  };

  it('takes the module preloads out of the head and rewrites the router script', async () => {
    expectRewritten(await through([Buffer.from(PAGE)]));
  });

  it('does the same however the page is cut into chunks, letters of two bytes included', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expectRewritten(await through([bytes.subarray(0, cut), bytes.subarray(cut)]));
    }
    expectRewritten(await through([...bytes].map((byte) => Buffer.from([byte]))));
  });

  it('passes a page without the router script through, with its preloads', async () => {
    const page =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>a < b</p></body></html>';
    const out = await through([Buffer.from(page)]);
    expect(out).toBe(page.replace('<link rel="modulepreload" href="/a.js"/>', ''));
  });
});

describe('AFTER_FIRST_PAINT', () => {
  const wait = () => new Function(`return ${AFTER_FIRST_PAINT};`)() as Promise<void>;

  it('goes on after a painted frame when the page has no hero picture', async () => {
    document.body.innerHTML = '<h1>Konak</h1>';
    vi.useFakeTimers();
    const settled = vi.fn();
    void wait().then(settled);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('waits for the hero picture to load, at most three seconds', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif" alt="">';
    const hero = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(hero, 'complete', { value: false });
    vi.useFakeTimers();
    const settled = vi.fn();
    void wait().then(settled);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).not.toHaveBeenCalled();
    hero.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalled();

    const later = vi.fn();
    void wait().then(later);
    await vi.advanceTimersByTimeAsync(2999);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(later).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
