// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextWith, fakeCatalogue, heroImages } from '../features/search/search-test-fixtures';
import arOwners from '../i18n/locales/ar/owners.json';
import { translationBundle } from '../i18n/translation-files';
import { loader, meta } from './owners';

type LoaderArgs = Parameters<typeof loader>[0];

const load = (path: string, images = heroImages) => {
  const { catalogue } = fakeCatalogue();
  return loader({
    url: new URL(`https://konak.test${path}`),
    context: contextWith({ ...catalogue, siteImages: async () => images }),
  } as unknown as LoaderArgs);
};

describe('owners route', () => {
  it('sends the owners texts of the page language and the site-wide hero picture', async () => {
    const data = await load('/ar/owners');
    expect(translationBundle(data.i18n).value).toEqual({ language: 'ar', resources: { owners: arOwners } });
    expect(data.heroImage?.category).toBe('hero');
  });

  it('prefers the apartments’ hero picture when the site has one', async () => {
    const apartmentsHero = {
      ...heroImages[0],
      category: 'hero-apartments' as const,
      url: '/media/site/flat',
    };
    const data = await load('/owners', [...heroImages, apartmentsHero] as typeof heroImages);
    expect(data.heroImage?.url).toBe('/media/site/flat');
    expect((await load('/owners', [])).heroImage).toBeNull();
  });

  it('titles and describes the page in its language', async () => {
    const data = await load('/ar/owners');
    const tags = meta({ loaderData: data } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: arOwners.meta.title },
        { name: 'description', content: arOwners.meta.description },
      ]),
    );
  });
});
