// Turkish is the source language: its files define which keys exist, and the locale test makes every
// other language match them. These imports are types only and never reach a bundle.
import type { Language } from '@konak/domain/languages';
import type account from './locales/tr/account.json';
import type admin from './locales/tr/admin.json';
import type adminApartments from './locales/tr/admin-apartments.json';
import type adminCalendar from './locales/tr/admin-calendar.json';
import type adminContent from './locales/tr/admin-content.json';
import type adminDashboard from './locales/tr/admin-dashboard.json';
import type adminEnquiries from './locales/tr/admin-enquiries.json';
import type adminGuests from './locales/tr/admin-guests.json';
import type adminPhotos from './locales/tr/admin-photos.json';
import type adminReports from './locales/tr/admin-reports.json';
import type adminReservations from './locales/tr/admin-reservations.json';
import type adminSettings from './locales/tr/admin-settings.json';
import type adminTourCatalogue from './locales/tr/admin-tour-catalogue.json';
import type adminTours from './locales/tr/admin-tours.json';
import type auth from './locales/tr/auth.json';
import type bookingTerms from './locales/tr/booking-terms.json';
import type common from './locales/tr/common.json';
import type consent from './locales/tr/consent.json';
import type faq from './locales/tr/faq.json';
import type home from './locales/tr/home.json';
import type legal from './locales/tr/legal.json';
import type listing from './locales/tr/listing.json';
import type owners from './locales/tr/owners.json';
import type phoneInput from './locales/tr/phone-input.json';
import type quickView from './locales/tr/quick-view.json';
import type registration from './locales/tr/registration.json';
import type reservation from './locales/tr/reservation.json';
import type reviews from './locales/tr/reviews.json';
import type search from './locales/tr/search.json';
import type seo from './locales/tr/seo.json';
import type terms from './locales/tr/terms.json';

export type NamespaceResources = {
  /** The back office's shell, paging, filters and audit trail (tr and en only: decision 066). */
  admin: typeof admin;
  /** The back office's guests list and member page (decision 072). */
  'admin-guests': typeof adminGuests;
  /** The back office's settings and its maintenance banner (decision 073). */
  'admin-settings': typeof adminSettings;
  /** The back office's reservations: list, reservation page and its actions (tr and en only: decision 066). */
  'admin-reservations': typeof adminReservations;
  /** Member pages: guard loading text, profile and membership, reservations and favourites shells. */
  account: typeof account;
  /** Back office: the dashboard (/admin) and the booking taken by phone (/admin/reservations/new). */
  'admin-dashboard': typeof adminDashboard;
  /** Back office: reports per month and listing, their chart and CSV (decision 076; tr and en only). */
  'admin-reports': typeof adminReports;
  /** The back office's calendar timeline of prices, closed days and bookings (decision 081). */
  'admin-calendar': typeof adminCalendar;
  /** Sign-in, forgotten and reset password, the Google callback page. */
  auth: typeof auth;
  /** Terms summary and house rules, shown where a guest decides to book (apartment, tour, reservation pages). */
  'booking-terms': typeof bookingTerms;
  common: typeof common;
  /** The cookie settings dialog (the banner's few words are in common; loaded with the dialog's chunk). */
  consent: typeof consent;
  /** The FAQ section (home and apartment pages) and its FAQPage structured data. */
  faq: typeof faq;
  home: typeof home;
  /** The /legal/{type} pages around the document itself (which comes from the database). */
  legal: typeof legal;
  /** Search bar, result cards and the tours section of the rentals home. */
  search: typeof search;
  /** Apartment and tour pages. */
  listing: typeof listing;
  /** The owners page (/owners) and its contact form. */
  owners: typeof owners;
  'quick-view': typeof quickView;
  /** Search-engine metadata (titles of pages without their own namespace, breadcrumbs, organisation); server-only. */
  seo: typeof seo;
  /** The phone input with its country selector (loaded with the input's own lazy chunk). */
  'phone-input': typeof phoneInput;
  /** Registration and e-mail verification modals. */
  registration: typeof registration;
  /** Reservation page and success modal, and the member's reservations list. */
  reservation: typeof reservation;
  /** Guest reviews: the apartment page's section, the home carousel and the review form on /reservations. */
  reviews: typeof reviews;
  /** Terms of Service and Privacy Policy modal (the legal text itself lives in features/registration/terms). */
  terms: typeof terms;
  /** The back office's tour departures and the guide's list (decision 078). */
  'admin-tours': typeof adminTours;
  /** The back office's inbox of owners' enquiries (decision 079). */
  'admin-enquiries': typeof adminEnquiries;
  /** The back office's photo pages of apartments and tours (decision 084; tr and en only). */
  'admin-photos': typeof adminPhotos;
  /** The back office's apartments: list, editor in four languages, publishing (decision 082). */
  'admin-apartments': typeof adminApartments;
  /** The back office's tours: list, editor in four languages, publishing (decision 089). */
  'admin-tour-catalogue': typeof adminTourCatalogue;
  /** The back office's content pages: legal documents with their versions (decision 091; tr and en only). */
  'admin-content': typeof adminContent;
};

export type Namespace = keyof NamespaceResources;

/** The languages the back office is written in; its pages in any other language show English (decision 066). */
export const BACK_OFFICE_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[];

/** Namespaces only the back office uses: written in the back-office languages only (decision 066). */
export function isBackOfficeNamespace(namespace: string): boolean {
  return namespace === 'admin' || namespace.startsWith('admin-');
}

/** The resources of some namespaces of one language, as they travel from a loader to the browser. */
export type TranslationResources = { [N in Namespace]?: NamespaceResources[N] };

/**
 * One language's share of the translations, as components translate with it: loaders send the addresses of its
 * files (TranslationFiles, translation-files.ts) and the browser fetches them, never other languages' files.
 */
export type TranslationBundle = {
  language: Language;
  resources: TranslationResources;
};

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_SUFFIXES)[number];

export function splitPluralSuffix(key: string): { base: string; category: PluralCategory | null } {
  const separator = key.lastIndexOf('_');
  const suffix = key.slice(separator + 1);
  if (separator > 0 && (PLURAL_SUFFIXES as readonly string[]).includes(suffix)) {
    return { base: key.slice(0, separator), category: suffix as PluralCategory };
  }
  return { base: key, category: null };
}

type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPluralSuffix<K>}`
    : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted keys of a namespace, with plural forms folded into their base key ("why.cancellation.text"). */
export type TranslationKey<N extends Namespace> = KeyPaths<NamespaceResources[N]>;
