// The one barrel: drizzle needs every table and relation in a single schema object.
export * from './amenities.ts';
export * from './apartment-images.ts';
export * from './apartments.ts';
export * from './favorites.ts';
export * from './jobs.ts';
export * from './legal.ts';
export * from './pricing.ts';
export * from './relations.ts';
export * from './reservation-events.ts';
export * from './reservations.ts';
export * from './sessions.ts';
export * from './shared-columns.ts';
export * from './site-images.ts';
export * from './tour-images.ts';
export * from './tours.ts';
export * from './users.ts';
export * from './verification-codes.ts';
