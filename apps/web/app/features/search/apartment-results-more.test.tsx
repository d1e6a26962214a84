import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import { apartmentCardOf } from '@konak/domain/catalogue/result-cards';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apartmentSummary } from '../../../test/catalogue-fixtures';
import { renderApp } from '../../../test/render-app';
import { ApartmentResults } from './apartment-results';
import { familySearch } from './search-test-fixtures';

const PAGE_SIZE = 6;
const TOTAL = 14;
const all: ApartmentSummary[] = Array.from({ length: TOTAL }, (_, index) =>
  apartmentSummary({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    title: `Flat ${index + 1}`,
  }),
);

/** The rest of the results, as GET /api/apartments/available answers them. */
function answerPages() {
  const fetch = vi.fn(async (url: string) => {
    const query = new URL(url, 'https://konak.test').searchParams;
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return Response.json({ items, total: TOTAL, page, pageSize });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The pager's observer, driven by the test: `near()` says the guest scrolled close to "show more". */
let observed: IntersectionObserverCallback[] = [];
function near() {
  act(() => {
    for (const callback of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {
        observed = [];
      }
    },
  );
});

function renderFirstPage(search = familySearch) {
  renderApp(
    <ApartmentResults
      search={search}
      apartments={{
        items: all.slice(0, PAGE_SIZE).map(apartmentCardOf),
        total: TOTAL,
        page: 1,
        pageSize: PAGE_SIZE,
      }}
      datesApplied
    />,
    { url: '/en/rentals', namespaces: ['common', 'search'] },
  );
}

const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
const showMore = () => screen.getByRole('link', { name: 'Show more apartments' });

describe('ApartmentResults beyond the first screen', () => {
  it('renders one page of cards and a real link to the next page for guests without JavaScript', async () => {
    const fetch = answerPages();
    renderFirstPage();
    expect(await screen.findAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(showMore().getAttribute('href')).toBe(
      '/en/rentals?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&above7=0&between2And7=1&under2=0&page=2#results',
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('appends the next page from the availability API when the guest scrolls near the end', async () => {
    const fetch = answerPages();
    renderFirstPage();
    await screen.findAllByRole('article');
    near();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2 * PAGE_SIZE));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/apartments/available?checkIn=2026-12-01&checkOut=2026-12-05&adults=2&children=1&childrenAges=%5B4%5D&page=2&pageSize=6',
    );
    expect(cardTitles().at(-1)).toBe(`apartment-${all[11]?.id}`);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(showMore().getAttribute('href')).toContain('&page=3#results');

    // A press on the link appends in place too; after the last page there is nothing more to show.
    fireEvent.click(showMore());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(TOTAL));
    expect(screen.queryByRole('link', { name: 'Show more apartments' })).toBeNull();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/rentals');
  });

  it('loads one page by itself, then waits for a press, so the sections and the footer below stay within reach', async () => {
    const fetch = answerPages();
    renderFirstPage();
    await screen.findAllByRole('article');
    near();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2 * PAGE_SIZE));
    near();
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('article')).toHaveLength(2 * PAGE_SIZE);

    fireEvent.click(showMore());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(TOTAL));
  });

  it('asks without dates when the page did not apply them', async () => {
    const fetch = answerPages();
    renderApp(
      <ApartmentResults
        search={{ ...familySearch, checkIn: '2020-01-01', checkOut: '2020-01-05' }}
        apartments={{
          items: all.slice(0, PAGE_SIZE).map(apartmentCardOf),
          total: TOTAL,
          page: 1,
          pageSize: PAGE_SIZE,
        }}
        datesApplied={false}
      />,
      { url: '/en', namespaces: ['common', 'search'] },
    );
    await screen.findAllByRole('article');
    near();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(String(fetch.mock.calls[0]?.[0])).not.toContain('checkIn');
  });

  it('says when the next page could not be loaded and tries again only when asked', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderFirstPage();
    await screen.findAllByRole('article');
    near();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The next apartments could not be loaded. Check your connection and try again.',
    );
    near();
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);

    answerPages();
    fireEvent.click(showMore());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2 * PAGE_SIZE));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
