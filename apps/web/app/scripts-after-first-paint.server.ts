import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

// Decision 104: the page's scripts are fetched once its largest picture has been painted, so on a slow phone the
// picture does not share the link with the framework's 100 KB. React Router writes <link rel="modulepreload"> tags
// and one inline module script that imports the route modules; this stream takes the tags out and wraps the script
// so that it first waits for the paint, then adds the same preloads and runs the router's script as it was.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="[^"]*" type="module" async="">/;

/**
 * Resolves once the hero picture (the page's `fetchpriority="high"` image, when it has one) is loaded and a frame
 * has been painted after it; at the latest after three seconds, so a picture that never comes holds nothing back.
 */
export const AFTER_FIRST_PAINT = `new Promise((go) => {
  setTimeout(go, 3000);
  const afterPaint = () => requestAnimationFrame(() => setTimeout(go, 0));
  const hero = document.querySelector('img[fetchpriority="high"]');
  if (!hero || hero.complete) return afterPaint();
  hero.addEventListener('load', afterPaint, { once: true });
  hero.addEventListener('error', afterPaint, { once: true });
})`;

/**
 * React Router's inline module script, made to wait for the first paint: it then adds the module preloads taken out
 * of the head and runs the router's own script, unchanged, as a new module script with the page's nonce.
 */
export function scriptAfterFirstPaint(script: string, preloads: readonly string[]): string {
  const asText = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return [
    `await ${AFTER_FIRST_PAINT};`,
    `for (const href of ${asText([...new Set(preloads)])}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    "const router = document.createElement('script');",
    "router.type = 'module';",
    // Browsers hide a nonce attribute's value once read by CSP; the property keeps it.
    "const page = document.querySelector('script[nonce]');",
    "router.setAttribute('nonce', page?.nonce || page?.getAttribute('nonce') || '');",
    `router.textContent = ${asText(script)};`,
    'document.head.append(router);',
  ].join('\n');
}

/** The HTML stream of a page, with its scripts held until the first paint (see above), whatever the chunk cuts. */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  let done = false;

  /** What can be sent of `pending` now; the rest waits for the next chunk. */
  function release(final: boolean): string {
    if (done) {
      const all = pending;
      pending = '';
      return all;
    }
    const script = MODULE_SCRIPT.exec(pending);
    if (script) {
      const bodyStart = script.index + script[0].length;
      const end = pending.indexOf('</script>', bodyStart);
      if (end === -1 && !final) return takeUntil(script.index);
      if (end !== -1) {
        const content = pending.slice(bodyStart, end);
        const before = withoutPreloads(pending.slice(0, script.index));
        const rewritten = scriptAfterFirstPaint(content, preloads);
        const after = pending.slice(end);
        pending = '';
        done = true;
        return `${before}${script[0]}${rewritten}${after}`;
      }
    }
    // A tag may be cut at the end of the chunk: keep back from its '<'.
    const open = pending.lastIndexOf('<');
    const cut = !final && open !== -1 && pending.indexOf('>', open) === -1 ? open : pending.length;
    return takeUntil(cut);
  }

  function takeUntil(cut: number): string {
    const out = withoutPreloads(pending.slice(0, cut));
    pending = pending.slice(cut);
    return out;
  }

  function withoutPreloads(html: string): string {
    return html.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      callback(null, release(false));
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, release(true));
    },
  });
}
