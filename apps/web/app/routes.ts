import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under the optional language segment, so each prefix (en, ar, ru, de, fr) serves the
// same route set as unprefixed Turkish. Add new pages inside this block; their paths need no prefix.
export default [
  route(':lang?', 'routes/language-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('rentals', 'routes/home.tsx', { id: 'rentals' }),
    // One route per type: "/reservation/apartment/x" also fits ":lang/apartment/:slug", and two static segments
    // outrank it wherever the browser's lazily discovered routes put them (a ":type" segment would only tie).
    route('reservation/apartment/:id', 'routes/reservation.tsx', { id: 'reservation-apartment' }),
    route('reservation/tour/:id', 'routes/reservation.tsx', { id: 'reservation-tour' }),
    route('apartment/:slug', 'routes/apartment.tsx'),
    route('tour/:id', 'routes/tour.tsx'),
    route('detail/:type/:id', 'routes/detail-redirect.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('reservations', 'routes/reservations.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('auth/callback', 'routes/auth-callback.tsx'),
    route('owners', 'routes/owners.tsx'),
    route('legal/:type', 'routes/legal.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The back office (decision 066): its own shell and chunks, in Turkish or English.
  route(':lang?/admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('reservations/new', 'routes/admin/new-reservation.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('guests', 'routes/admin/guests.tsx'),
    route('guests/:id', 'routes/admin/guest.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('reservations', 'routes/admin/reservations.tsx'),
    route('reservations/:id', 'routes/admin/reservation.tsx'),
    route('calendar', 'routes/admin/calendar.tsx'),
    route('tours/departures', 'routes/admin/tour-departures.tsx'),
    route('tours/departures/:tourId/:date', 'routes/admin/tour-departure.tsx'),
    route('enquiries', 'routes/admin/enquiries.tsx'),
    route('enquiries/:id', 'routes/admin/enquiry.tsx'),
    route('content', 'routes/admin/content.tsx'),
    route('content/legal', 'routes/admin/legal-documents.tsx'),
    route('content/legal/:type/:language', 'routes/admin/legal-document.tsx'),
    route('content/pictures', 'routes/admin/hero-pictures.tsx'),
    route('content/pictures/:category', 'routes/admin/hero-picture-category.tsx'),
    route('reports', 'routes/admin/reports.tsx'),
    route('apartments/:id/photos', 'routes/admin/apartment-photos.tsx'),
    route('tours/:id/photos', 'routes/admin/tour-photos.tsx'),
    route('apartments', 'routes/admin/apartments.tsx'),
    route('apartments/new', 'routes/admin/apartment-new.tsx'),
    route('apartments/:id', 'routes/admin/apartment.tsx'),
    route('tours', 'routes/admin/tours.tsx'),
    route('tours/new', 'routes/admin/tour-new.tsx'),
    route('tours/:id', 'routes/admin/tour.tsx'),
  ]),
] satisfies RouteConfig;
