import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';

/**
 * What the reservation page knows about the booked apartment or tour: the facts the guest sees above the form
 * and the limits the browser checks before the server does (capacity, the guarantee fee rate, the tour price).
 * Texts are in the page language; nothing here is personal, so the page is safe to render on the server.
 */
export type ReservationApartment = {
  type: 'apartment';
  id: string;
  title: string;
  /** The apartment page's slug in the page language. */
  slug: string;
  place: string;
  image: ResponsiveImage | null;
  checkInTime: string;
  checkOutTime: string;
  maxCapacity: number;
  maxAdults: number | null;
  maxChildren: number | null;
  /** Per-apartment guarantee fee rate (15–25 %) of refundable bookings. */
  guaranteeFeePercent: number;
  /** Euro per night without a calendar row. */
  basePrice: number;
};

export type ReservationTour = {
  type: 'tour';
  id: string;
  title: string;
  image: ResponsiveImage | null;
  meetingPoint: string;
  /** Minutes. */
  duration: number;
  /** Places on one departure. */
  maxPeople: number;
  /** "HH:MM" in Istanbul, earliest first. */
  startTimes: string[];
  /** ISO weekdays it runs (1 Monday … 7 Sunday). */
  weekdays: number[];
  /** Euro per person; infants under 2 ride free. */
  price: number;
};

export type ReservationListing = ReservationApartment | ReservationTour;
