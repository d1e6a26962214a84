// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apartmentSummary } from '../../../test/catalogue-fixtures';
import { loader as homeLoader } from '../../routes/home';
import { loadHomePage, rentalsHeroImage } from './home-page.server';
import { contextWith, fakeCatalogue, heroImages } from './search-test-fixtures';

type HomeArgs = Parameters<typeof homeLoader>[0];

describe('rentals home data', () => {
  it('searches what the URL asks and says whether the dates were used', async () => {
    const { catalogue, searches } = fakeCatalogue();
    const params = new URLSearchParams('checkIn=2026-12-01&checkOut=2026-12-05&adults=3&children=1&under2=1');
    const page = await loadHomePage(catalogue, params, 'en', '2026-11-22');
    expect(searches).toEqual([
      {
        checkIn: '2026-12-01',
        checkOut: '2026-12-05',
        adults: 3,
        children: 1,
        childrenAgeGroups: { above7: 0, between2And7: 0, under2: 1 },
      },
    ]);
    expect(page.datesApplied).toBe(true);
    expect(page.heroImage?.url).toContain('/media/site/rentals-1/');
  });

  it('does not claim past or too long stays were searched', async () => {
    const { catalogue } = fakeCatalogue();
    const past = new URLSearchParams('checkIn=2026-11-01&checkOut=2026-11-05');
    expect((await loadHomePage(catalogue, past, 'en', '2026-11-22')).datesApplied).toBe(false);
    const long = new URLSearchParams('checkIn=2026-12-01&checkOut=2027-01-05');
    expect((await loadHomePage(catalogue, long, 'en', '2026-11-22')).datesApplied).toBe(false);
    expect((await loadHomePage(catalogue, new URLSearchParams(), 'en', '2026-11-22')).datesApplied).toBe(
      false,
    );
  });

  it('asks for the results page of the URL, the first when it makes no sense', async () => {
    const { catalogue, pages } = fakeCatalogue();
    for (const query of ['page=2', 'page=0', 'page=abc', '']) {
      await loadHomePage(catalogue, new URLSearchParams(query), 'en', '2026-11-22');
    }
    expect(pages).toEqual([2, 1, 1, 1]);
  });

  it('prefers a rentals hero picture, then the site-wide one', () => {
    expect(rentalsHeroImage(heroImages)?.category).toBe('hero-rentals');
    expect(rentalsHeroImage(heroImages.filter((image) => image.category === 'hero'))?.category).toBe('hero');
    expect(rentalsHeroImage([])).toBeNull();
  });

  it("sends the results from the route loader, and no texts: those come with the islands' code", async () => {
    const { catalogue } = fakeCatalogue();
    const url = new URL('https://konak.test/ar/rentals?adults=1');
    const data = await homeLoader({ url, context: contextWith(catalogue) } as unknown as HomeArgs);
    expect(data).not.toHaveProperty('i18n');
    expect(data).not.toHaveProperty('reviews');
    expect(data.search.adults).toBe(1);
    expect(data.apartments.total).toBe(1);
  });

  it('sends only the first screen of cards on the home and rentals pages, the next ones as ?page=2', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) =>
      apartmentSummary({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }),
    );
    const { catalogue } = fakeCatalogue(thirty);
    const load = (path: string) =>
      homeLoader({
        url: new URL(`https://konak.test${path}`),
        context: contextWith(catalogue),
      } as unknown as HomeArgs);
    for (const path of ['/ru', '/rentals?adults=2']) {
      const data = await load(path);
      expect(data.apartments).toMatchObject({ total: 30, page: 1, pageSize: 6 });
      expect(data.apartments.items).toHaveLength(6);
    }
    const secondPage = await load('/en/rentals/?page=2');
    expect(secondPage.apartments).toMatchObject({ page: 2, pageSize: 6 });
    expect(secondPage.apartments.items[0]?.id).toBe(thirty[6]?.id);
  });

  it('leaves out of the cards what only the apartment page and the quick view show', async () => {
    const { catalogue } = fakeCatalogue([apartmentSummary({ imageCount: 6 })]);
    const url = new URL('https://konak.test/en');
    const data = await homeLoader({ url, context: contextWith(catalogue) } as unknown as HomeArgs);
    const [card] = data.apartments.items;
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('slugs');
    expect(card?.imageCount).toBe(6);
    // Tours and reviews are below the first screen: they load in the browser as the guest nears them.
    expect(data).not.toHaveProperty('tours');
  });
});
