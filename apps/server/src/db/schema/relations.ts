import { relations } from 'drizzle-orm';
import { amenities, apartmentAmenities } from './amenities.ts';
import { apartmentImages } from './apartment-images.ts';
import { apartmentSlugHistory, apartments, apartmentTranslations } from './apartments.ts';
import { favorites } from './favorites.ts';
import { pricingDays } from './pricing.ts';
import { reservationEvents } from './reservation-events.ts';
import { reservations } from './reservations.ts';
import { sessions } from './sessions.ts';
import { tourImages } from './tour-images.ts';
import { tours, tourTranslations } from './tours.ts';
import { users } from './users.ts';
import { verificationCodes } from './verification-codes.ts';

// Kept in one file because relations point both ways between areas and would otherwise form import cycles.

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  verificationCodes: many(verificationCodes),
  reservations: many(reservations),
  favorites: many(favorites),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const verificationCodesRelations = relations(verificationCodes, ({ one }) => ({
  user: one(users, { fields: [verificationCodes.userId], references: [users.id] }),
}));

export const apartmentsRelations = relations(apartments, ({ many }) => ({
  translations: many(apartmentTranslations),
  slugHistory: many(apartmentSlugHistory),
  images: many(apartmentImages),
  amenities: many(apartmentAmenities),
  pricingDays: many(pricingDays),
  reservations: many(reservations),
}));

export const apartmentTranslationsRelations = relations(apartmentTranslations, ({ one }) => ({
  apartment: one(apartments, { fields: [apartmentTranslations.apartmentId], references: [apartments.id] }),
}));

export const apartmentSlugHistoryRelations = relations(apartmentSlugHistory, ({ one }) => ({
  apartment: one(apartments, { fields: [apartmentSlugHistory.apartmentId], references: [apartments.id] }),
}));

export const apartmentImagesRelations = relations(apartmentImages, ({ one }) => ({
  apartment: one(apartments, { fields: [apartmentImages.apartmentId], references: [apartments.id] }),
}));

export const amenitiesRelations = relations(amenities, ({ many }) => ({
  apartments: many(apartmentAmenities),
}));

export const apartmentAmenitiesRelations = relations(apartmentAmenities, ({ one }) => ({
  apartment: one(apartments, { fields: [apartmentAmenities.apartmentId], references: [apartments.id] }),
  amenity: one(amenities, { fields: [apartmentAmenities.amenityId], references: [amenities.id] }),
}));

export const pricingDaysRelations = relations(pricingDays, ({ one }) => ({
  apartment: one(apartments, { fields: [pricingDays.apartmentId], references: [apartments.id] }),
}));

export const toursRelations = relations(tours, ({ many }) => ({
  translations: many(tourTranslations),
  images: many(tourImages),
  reservations: many(reservations),
}));

export const tourTranslationsRelations = relations(tourTranslations, ({ one }) => ({
  tour: one(tours, { fields: [tourTranslations.tourId], references: [tours.id] }),
}));

export const tourImagesRelations = relations(tourImages, ({ one }) => ({
  tour: one(tours, { fields: [tourImages.tourId], references: [tours.id] }),
}));

export const reservationsRelations = relations(reservations, ({ one, many }) => ({
  apartment: one(apartments, { fields: [reservations.apartmentId], references: [apartments.id] }),
  tour: one(tours, { fields: [reservations.tourId], references: [tours.id] }),
  user: one(users, { fields: [reservations.userId], references: [users.id] }),
  events: many(reservationEvents),
}));

export const reservationEventsRelations = relations(reservationEvents, ({ one }) => ({
  reservation: one(reservations, {
    fields: [reservationEvents.reservationId],
    references: [reservations.id],
  }),
  actorUser: one(users, { fields: [reservationEvents.actorUserId], references: [users.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
}));
