import { describe, expect, it } from 'vitest';
import type { ApartmentSummary } from '../api/apartments/apartment.ts';
import type { Tour } from '../api/tours/tour.ts';
import { expandImage, responsiveImage } from './image-variants.ts';
import { apartmentCardOf, availabilityParams, tourCardOf } from './result-cards.ts';
import type { StaySearch } from './stay-search.ts';

const picture = (name: string) =>
  responsiveImage(`/media/test/${name}`, { width: 1600, height: 1200 }, `Picture ${name}`);

const summary: ApartmentSummary = {
  id: '0b7c1f7e-5a4e-4c57-9d3e-1f2a3b4c5d6e',
  apartmentNumber: 12,
  slug: 'galata-loft',
  slugs: { tr: 'galata-cati-kati', en: 'galata-loft' },
  title: 'Galata loft',
  description: 'A long description that only the quick view and the apartment page show.',
  district: 'Beyoğlu',
  neighborhood: 'Galata',
  city: 'İstanbul',
  rooms: 2,
  bathrooms: 1,
  size: 65,
  maxCapacity: 4,
  basePrice: 95,
  coordinates: { lat: 41.02, lng: 28.97 },
  checkInTime: '14:00',
  checkOutTime: '11:00',
  isFeatured: true,
  category: 'loft',
  images: [
    { ...picture('exterior'), roomType: 'exterior' },
    { ...picture('living'), roomType: 'living' },
  ],
  imageCount: 7,
  amenities: [{ key: 'wifi', icon: 'wifi', category: 'basic', name: 'Wi-Fi' }],
};

const tour: Tour = {
  id: '1b7c1f7e-5a4e-4c57-9d3e-1f2a3b4c5d6e',
  tourNumber: 3,
  slug: 'balat',
  title: 'Balat walk',
  description: 'Three hours through the colourful streets.',
  meetingPoint: 'Fener ferry pier',
  duration: 180,
  maxPeople: 12,
  startTimes: ['10:00'],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  price: 45,
  images: [picture('a'), picture('b'), picture('c')],
  translations: { en: { title: 'Balat walk', description: 'Three hours…', slug: 'balat' } },
};

describe('result card data', () => {
  it('keeps what an apartment card shows: the cover by its base path, no description, amenities or map point', () => {
    const card = apartmentCardOf(summary);
    expect(card.cover).toEqual({
      path: '/media/test/exterior',
      width: 1600,
      height: 1200,
      alt: 'Picture exterior',
    });
    expect(card.imageCount).toBe(7);
    expect(Object.keys(card).sort()).toEqual(
      [
        'basePrice',
        'bathrooms',
        'city',
        'cover',
        'district',
        'id',
        'imageCount',
        'maxCapacity',
        'neighborhood',
        'rooms',
        'size',
        'slug',
        'title',
      ].sort(),
    );
  });

  it('gives back every variant of the cover the card shows', () => {
    const cover = apartmentCardOf(summary).cover;
    expect(cover && expandImage(cover)).toEqual(picture('exterior'));
  });

  it('sends a picture that does not follow the naming rule whole', () => {
    const outside = { ...picture('x'), url: 'https://cdn.example/x.jpg' };
    const card = apartmentCardOf({ ...summary, images: [{ ...outside, roomType: 'living' }] });
    expect(card.cover && expandImage(card.cover)).toMatchObject(outside);
    expect(apartmentCardOf({ ...summary, images: [] }).cover).toBeNull();
  });

  it('keeps the price of the searched stay when the results have one', () => {
    const stay = {
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      nights: 3,
      totalPrice: 270,
      totalOriginalPrice: 300,
      hasDiscount: true,
      pricePerNight: 90,
      currency: 'EUR' as const,
    };
    const withBreakdown = { ...stay, breakdown: [{ date: '2026-12-01', price: 90, originalPrice: 100 }] };
    expect(apartmentCardOf({ ...summary, stay: withBreakdown }).stay).toEqual(stay);
  });

  it('keeps a tour card to its cover, counting the pictures the quick view will ask for', () => {
    expect(tourCardOf(tour)).toEqual({
      id: tour.id,
      title: 'Balat walk',
      meetingPoint: 'Fener ferry pier',
      duration: 180,
      maxPeople: 12,
      price: 45,
      cover: { path: '/media/test/a', width: 1600, height: 1200, alt: 'Picture a' },
      imageCount: 3,
    });
  });
});

describe('availability query of a results page', () => {
  const family: StaySearch = {
    checkIn: '2026-12-01',
    checkOut: '2026-12-05',
    adults: 2,
    children: 3,
    childrenAgeGroups: { above7: 1, between2And7: 0, under2: 2 },
  };

  it('sends the dates, the party with a representative age per child and the page', () => {
    const params = availabilityParams(family, { page: 2, pageSize: 6 }, true);
    expect(Object.fromEntries(params)).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-05',
      adults: '2',
      children: '3',
      childrenAges: '[10,1,1]',
      page: '2',
      pageSize: '6',
    });
  });

  it('leaves out dates the page did not apply and ages when there are no children', () => {
    const params = availabilityParams({ ...family, children: 0 }, { page: 3, pageSize: 12 }, false);
    expect(params.toString()).toBe('adults=2&children=0&page=3&pageSize=12');
  });
});
