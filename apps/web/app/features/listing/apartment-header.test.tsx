import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ApartmentHeader } from './apartment-header';
import type { ListingApartment } from './apartment-page.server';

// Only what the header reads; the favourite heart stays inert without a signed-in user.
const apartment = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Cihangir studio',
  neighborhood: 'Cihangir',
  district: 'Beyoğlu',
  city: 'İstanbul',
  rooms: 2,
  bathrooms: 1,
  size: 40,
  maxCapacity: 2,
} as ListingApartment;

async function factsOf(rooms: number, url: string) {
  renderApp(<ApartmentHeader apartment={{ ...apartment, rooms }} />, {
    url,
    namespaces: ['common', 'listing'],
  });
  return (await screen.findByRole('list')).textContent;
}

describe('ApartmentHeader', () => {
  it('counts bedrooms, as the quick view and the result cards do', async () => {
    expect(await factsOf(2, '/en')).toContain('2 bedrooms');
  });

  it.each([
    ['/en', 'Studio'],
    ['/', 'Stüdyo'],
    ['/ar', 'استوديو'],
    ['/ru', 'Студия'],
  ])('calls an apartment without a bedroom a studio on %s, never "0 bedrooms"', async (url, studio) => {
    const facts = await factsOf(0, url);
    expect(facts).toContain(studio);
    expect(facts).not.toMatch(/(^|\D)0 /);
  });

  it.each([
    ['/', 'Kültür ve Turizm Bakanlığı izin belgesi no: 34-2317'],
    ['/en', 'Ministry of Culture and Tourism permit no. 34-2317'],
    ['/ar', 'رقم ترخيص وزارة الثقافة والسياحة: 34-2317'],
    ['/ru', 'Номер разрешения Министерства культуры и туризма: 34-2317'],
  ])('shows the permit number, labelled, on %s; none when it is not entered', async (url, text) => {
    const { unmount } = renderApp(<ApartmentHeader apartment={{ ...apartment, permitNumber: '34-2317' }} />, {
      url,
      namespaces: ['common', 'listing'],
    });
    await screen.findByRole('list');
    expect(screen.getByText('34-2317').closest('p')?.textContent).toBe(text);
    unmount();
    renderApp(<ApartmentHeader apartment={{ ...apartment, permitNumber: null }} />, {
      url,
      namespaces: ['common', 'listing'],
    });
    await screen.findByRole('list');
    expect(screen.queryByText(/34-2317/)).toBeNull();
  });
});
