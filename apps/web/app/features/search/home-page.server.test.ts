// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
    expect(page.tours).toHaveLength(1);
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

  it('sends the page texts and the results from the route loader', async () => {
    const { catalogue } = fakeCatalogue();
    const url = new URL('https://konak.test/ar/rentals?adults=1');
    const data = await homeLoader({ url, context: contextWith(catalogue) } as unknown as HomeArgs);
    expect(data.i18n.language).toBe('ar');
    expect(Object.keys(data.i18n.resources)).toEqual(['home', 'search', 'reviews']);
    expect(data.search.adults).toBe(1);
    expect(data.apartments.total).toBe(1);
  });
});
