import { apartmentCardOf, tourCardOf } from '@konak/domain/catalogue/result-cards';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { ModalTitle } from '../../components/modal/modal-frame';
import { type ModalRegistry, useModal } from '../../components/modal/modal-provider';
import QuickView from './quick-view';
import { apartment, searchWithDates, searchWithoutDates, stay, tour } from './quick-view.fixtures';
import { forgetListingDetails } from './use-listing-detail';

// What a result card hands over: the cover only; the view asks for the rest (decision 060).
const card = apartmentCardOf(apartment);
const tourCard = tourCardOf(tour);

import type { QuickViewProps } from '../../components/modal/quick-view-props';

const quickView: ModalRegistry = { 'quick-view': { component: QuickView, frame: 'wide' } };

function Opener({ views }: { views: Record<string, QuickViewProps> }) {
  const { open } = useModal();
  return Object.entries(views).map(([label, props]) => (
    <button key={label} type="button" onClick={() => open('quick-view', props)}>
      {label}
    </button>
  ));
}

function LoginDouble() {
  return <ModalTitle>Sign in</ModalTitle>;
}

async function openQuickView(
  props: QuickViewProps,
  { url = '/en', modals = quickView }: { url?: string; modals?: ModalRegistry } = {},
) {
  renderApp(<Opener views={{ 'Quick view': props }} />, {
    url,
    modals,
    namespaces: ['common', 'quick-view'],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Quick view' }));
  return screen.findByRole('dialog', {
    name: props.item.type === 'apartment' ? apartment.title : tour.title,
  });
}

/** The detail calls a quick view makes when it opens, answered with the fixtures; null for any other call. */
function detailAnswer(url: string): Response | null {
  if (url === `/api/apartments/${apartment.id}`) return Response.json(apartment);
  if (url === `/api/tours/${tour.id}`) return Response.json(tour);
  return null;
}

/** Answers every call with `answer`, the detail calls too unless `details` says to answer them from the fixtures. */
function stubFetch(answer: () => Response, { details = true }: { details?: boolean } = {}) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => (details && detailAnswer(url)) || answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls a test is about, without the detail calls every opening makes. */
const priceCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/pricing-calendar/calculate-price');

// No test reaches a real server: calls a test does not answer itself fail like a lost connection.
beforeEach(() => {
  forgetListingDetails();
  stubFetch(() => {
    throw new TypeError('Failed to fetch');
  });
});

afterEach(() => {
  setViewportWidth(1024);
});

describe('QuickView', () => {
  it('is a wide dialog whose gallery starts at the first picture on every open', async () => {
    renderApp(
      <Opener
        views={{
          'First view': { item: { type: 'apartment', apartment: card }, search: searchWithoutDates },
          'Second view': {
            item: { type: 'apartment', apartment: { ...card, title: 'Moda flat' } },
            search: searchWithoutDates,
          },
        }}
      />,
      { url: '/en', modals: quickView, namespaces: ['common', 'quick-view'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'First view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Galata loft' });
    expect(dialog.dataset.variant).toBe('wide');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'First view' }));
    expect(within(await screen.findByRole('dialog')).getByText('1 / 3')).toBeTruthy();

    // Opening another item while one is shown also starts over.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next photo' }));
    // The page behind the modal is hidden from the accessibility tree, but another card could still open.
    fireEvent.click(screen.getByRole('button', { name: 'Second view', hidden: true }));
    const second = await screen.findByRole('dialog', { name: 'Moda flat' });
    expect(within(second).getByText('1 / 3')).toBeTruthy();
  });

  it('shows the cover of a search result at once and loads the other pictures', async () => {
    const fetch = stubFetch(() => Response.json(apartment), { details: false });
    const cover = card;
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: cover },
      search: searchWithoutDates,
    });
    expect(within(dialog).getByRole('img', { name: 'Galata loft, exterior' })).toBeTruthy();
    expect(await within(dialog).findByText('1 / 3')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/apartments/${apartment.id}`);
  });

  it('keeps the cover alone when the other pictures cannot be loaded', async () => {
    const fetch = stubFetch(() => Response.json({ message: 'Server error' }, { status: 500 }), {
      details: false,
    });
    const cover = card;
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: cover },
      search: searchWithoutDates,
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('img', { name: 'Galata loft, exterior' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(within(dialog).queryByText('Server error')).toBeNull();
  });

  it('asks for the description and amenities a card leaves out and shows them when they come', async () => {
    const fetch = stubFetch(() => Response.json(apartment), { details: false });
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    expect(await within(dialog).findByText(/^A bright loft .*…$/)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Amenities' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledExactlyOnceWith(`/api/apartments/${apartment.id}`, expect.anything());
  });

  it('shows the card without description or amenities when the detail cannot be loaded', async () => {
    stubFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { details: false },
    );
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    await waitFor(() => expect(within(dialog).getByText('From €95 / night')).toBeTruthy());
    expect(within(dialog).queryByText(/^A bright loft/)).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Amenities' })).toBeNull();
  });

  it('loads every picture and the description of a tour card from the tour call', async () => {
    const pictures = [...tour.images, ...apartment.images.slice(1)];
    const fetch = stubFetch(() => Response.json({ ...tour, images: pictures }), { details: false });
    const dialog = await openQuickView({
      item: { type: 'tour', tour: { ...tourCard, imageCount: pictures.length } },
      search: searchWithoutDates,
    });
    expect(await within(dialog).findByText(tour.description)).toBeTruthy();
    expect(await within(dialog).findByText(`1 / ${pictures.length}`)).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/tours/${tour.id}`);
  });

  it('says bedrooms like the apartment page does', async () => {
    const flat = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    expect(within(flat).getByRole('list', { name: 'Key facts' }).textContent).toContain('2 bedrooms');
  });

  it('says "Studio" for an apartment without a bedroom, never "0 rooms"', async () => {
    const studio = await openQuickView({
      item: { type: 'apartment', apartment: { ...card, rooms: 0 } },
      search: searchWithoutDates,
    });
    const facts = within(studio).getByRole('list', { name: 'Key facts' }).textContent;
    expect(facts).toContain('Studio');
    expect(facts).not.toMatch(/\b0 /);
  });

  it('lists 4 amenities on a phone and 5 on a desktop, then "+N more"', async () => {
    setViewportWidth(390);
    const phone = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    const phoneList = (await within(phone).findByRole('heading', { name: 'Amenities' }))
      .nextElementSibling as HTMLElement;
    expect(
      within(phoneList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'Air conditioning', 'Kitchen', 'Washing machine', '+3 more']);
    fireEvent.keyDown(phone, { key: 'Escape' });

    setViewportWidth(1280);
    fireEvent.click(screen.getByRole('button', { name: 'Quick view' }));
    const desktop = await screen.findByRole('dialog');
    const desktopList = (await within(desktop).findByRole('heading', { name: 'Amenities' }))
      .nextElementSibling as HTMLElement;
    expect(within(desktopList).getAllByRole('listitem')).toHaveLength(6);
    expect(within(desktopList).getByText('+2 more')).toBeTruthy();
  });

  it('folds a description over 100 characters behind show more / show less', async () => {
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    const toggle = await within(dialog).findByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByText(apartment.description)).toBeNull();
    expect(within(dialog).getByText(/^A bright loft .*…$/)).toBeTruthy();
    fireEvent.click(toggle);
    expect(within(dialog).getByText(apartment.description)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show less' }));
    expect(within(dialog).queryByText(apartment.description)).toBeNull();
  });

  it('shows a short description whole, without the toggle', async () => {
    const dialog = await openQuickView({
      item: { type: 'tour', tour: tourCard },
      search: searchWithoutDates,
    });
    expect(await within(dialog).findByText(tour.description)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the stay price the search result carries, without calling the API', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 500 }));
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: apartmentCardOf({ ...apartment, stay }) },
      search: searchWithDates,
    });
    expect(within(dialog).getByText('€270')).toBeTruthy();
    expect(within(dialog).getByText('€300').tagName).toBe('S');
    expect(within(dialog).getByText('3 nights · €90 per night')).toBeTruthy();
    expect(priceCalls(fetch)).toEqual([]);
  });

  it('asks the API for the price of the searched dates when the result has none', async () => {
    let answer: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (answer = resolve));
    const fetch = stubFetch(() => new Response(null, { status: 500 }));
    fetch.mockImplementation(async (url: string) => detailAnswer(url) ?? held);
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithDates,
    });
    // Until the answer is there, the guest sees that the price of their dates is on its way.
    expect(within(dialog).getByRole('status').textContent).toBe('Working out the price for your dates…');
    answer(Response.json({ ...stay, hasDiscount: false, totalOriginalPrice: 270 }));
    expect(await within(dialog).findByText('€270')).toBeTruthy();
    expect(within(dialog).queryByText('Working out the price for your dates…')).toBeNull();
    expect(within(dialog).queryByText('€300')).toBeNull();
    expect(priceCalls(fetch)).toHaveLength(1);
    const [url, init] = priceCalls(fetch)[0] ?? [];
    expect(url).toBe('/api/pricing-calendar/calculate-price');
    expect(JSON.parse(String(init?.body))).toEqual({
      apartmentId: apartment.id,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      adults: 2,
      children: 0,
      childrenAgeGroups: { above7: 0, between2And7: 0, under2: 0 },
    });
  });

  it('ignores a failed price call silently: no error, no stay price, the nightly price stays', async () => {
    const fetch = stubFetch(() => Response.json({ message: 'Server error' }, { status: 500 }));
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithDates,
    });
    await waitFor(() => expect(priceCalls(fetch)).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByText('From €95 / night').getAttribute('aria-busy')).toBe('false'),
    );
    expect(within(dialog).queryByText(/nights/)).toBeNull();
    expect(within(dialog).queryByText('Server error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "from" the base price without dates and does not call the API', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 500 }));
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    expect(within(dialog).getByText('From €95 / night')).toBeTruthy();
    expect(priceCalls(fetch)).toEqual([]);
  });

  it('links to the details and reservation pages with the search, in the page language', async () => {
    const dialog = await openQuickView(
      { item: { type: 'apartment', apartment: card }, search: searchWithDates },
      { url: '/ar' },
    );
    const query = '?checkIn=2026-12-01&checkOut=2026-12-04&adults=2&children=0';
    expect(within(dialog).getByRole('link', { name: 'عرض التفاصيل' }).getAttribute('href')).toBe(
      `/ar/apartment/galata-loft${query}`,
    );
    fireEvent.click(within(dialog).getByRole('link', { name: 'احجز الآن' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/ar/reservation/apartment/${apartment.id}${query}`,
      ),
    );
  });

  it('shows a tour with its meeting point, duration, group size and price per person', async () => {
    const dialog = await openQuickView({
      item: { type: 'tour', tour: tourCard },
      search: searchWithoutDates,
    });
    expect(within(dialog).getByText('€45 per person')).toBeTruthy();
    expect(within(dialog).getByText('Eminönü pier')).toBeTruthy();
    expect(within(dialog).getByText('2 hours 30 minutes')).toBeTruthy();
    expect(within(dialog).getByText('Up to 12 people')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe(
      `/en/reservation/tour/${tour.id}?adults=2&children=0`,
    );
    expect(within(dialog).queryByRole('heading', { name: 'Amenities' })).toBeNull();
  });

  it('copies the page link when the browser cannot share', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithDates,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/apartment/galata-loft`),
    );
  });

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    const dialog = await openQuickView(
      { item: { type: 'tour', tour: tourCard }, search: searchWithoutDates },
      { url: '/' },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Paylaş' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: tour.title,
        url: `${window.location.origin}/tour/${tour.id}`,
      }),
    );
  });

  it('shows no heart while there is no login modal to send a guest to', async () => {
    const dialog = await openQuickView({
      item: { type: 'apartment', apartment: card },
      search: searchWithoutDates,
    });
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add to favourites' })).toBeNull();
  });

  it('sends a guest who taps the heart to the login modal, closing the view', async () => {
    const dialog = await openQuickView(
      { item: { type: 'apartment', apartment: card }, search: searchWithoutDates },
      { modals: { ...quickView, login: LoginDouble } },
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: apartment.title })).toBeNull();
  });

  it('loads its texts itself when the page did not send them', async () => {
    renderApp(
      <Opener
        views={{ 'Quick view': { item: { type: 'tour', tour: tourCard }, search: searchWithoutDates } }}
      />,
      {
        url: '/ru',
        modals: quickView,
        namespaces: ['common'],
      },
    );
    const trigger = await screen.findByRole('button', { name: 'Quick view' });
    // The view suspends while its texts load: the click's act() must be awaited for React to resume it.
    await act(async () => {
      fireEvent.click(trigger);
    });
    const dialog = await screen.findByRole('dialog', { name: tour.title });
    expect(within(dialog).getByText('Место встречи')).toBeTruthy();
    expect(within(dialog).getByText('До 12 человек')).toBeTruthy();
  });
});
