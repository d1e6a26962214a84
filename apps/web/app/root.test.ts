// @vitest-environment node
import { describe, expect, it } from 'vitest';
import arCommon from './i18n/locales/ar/common.json';
import enCommon from './i18n/locales/en/common.json';
import { translationBundle } from './i18n/translation-files';
import { loader, middleware, shouldRevalidate } from './root';

type LoaderArgs = Parameters<typeof loader>[0];
type MiddlewareArgs = Parameters<NonNullable<typeof middleware>[number]>[0];

const at = (path: string) => new URL(path, 'https://konak.test');
const load = (path: string, cookie?: string) =>
  loader({
    url: at(path),
    request: new Request(at(path), { headers: cookie ? { Cookie: cookie } : {} }),
  } as LoaderArgs);

describe('root loader', () => {
  it("sends the shell's texts of the page language only", () => {
    const data = load('/ar/rentals');
    expect(data.i18n.language).toBe('ar');
    // The address of the file, not its texts: the browser fetches and keeps it (decision 114).
    expect(Object.keys(data.i18n.files)).toEqual(['common']);
    expect(data.i18n.files.common).toMatch(/\/common[^/]*\.json/);
    expect(JSON.stringify(data)).not.toContain(arCommon.skipToContent);
    expect(translationBundle(data.i18n).value?.resources.common).toEqual(arCommon);
  });

  it('sends English texts to German and French URLs', () => {
    expect(translationBundle(load('/fr').i18n).value?.resources.common).toEqual(enCommon);
  });
});

describe('root loader and the cookie-consent banner', () => {
  it('tells the page whether a consent choice is stored, ignoring malformed or outdated ones', () => {
    expect(load('/').consentStored).toBe(false);
    expect(load('/', 'lang=en; konak_consent=v1.essential').consentStored).toBe(true);
    expect(load('/', 'konak_consent=v1.all').consentStored).toBe(true);
    expect(load('/', 'konak_consent=v0.all').consentStored).toBe(false);
    expect(load('/', 'konak_consent=yes').consentStored).toBe(false);
  });
});

describe('root middleware', () => {
  const run = (path: string, cookie?: string) => {
    const request = new Request(at(path), { headers: cookie ? { Cookie: cookie } : {} });
    const next = async () => new Response('page');
    return middleware[0]?.({ request, url: at(path) } as MiddlewareArgs, next);
  };

  it('redirects a stored preference before any page work', async () => {
    const thrown = await Promise.resolve()
      .then(() => run('/owners', 'lang=ru'))
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/ru/owners');
  });

  it('lets a request in the right language through', async () => {
    await expect(Promise.resolve().then(() => run('/en/owners', 'lang=ru'))).resolves.toBeUndefined();
  });
});

describe('root shouldRevalidate', () => {
  const revalidates = (from: string, to: string) =>
    shouldRevalidate({ currentUrl: at(from), nextUrl: at(to) } as Parameters<typeof shouldRevalidate>[0]);

  it('reloads the shell texts only when the language changes', () => {
    expect(revalidates('/rentals', '/rentals?guests=2')).toBe(false);
    expect(revalidates('/en', '/en/owners')).toBe(false);
    expect(revalidates('/rentals', '/en/rentals')).toBe(true);
    expect(revalidates('/de', '/en')).toBe(true);
  });
});
