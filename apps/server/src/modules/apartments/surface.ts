/** What the rest of the server may use of the apartments module (decision 064); everything else is internal. */
export { pickTranslation } from './apartment-view.ts';
export { availableApartments, availableApartmentsBody } from './availability.ts';
export { type ListingCatalogue, listingCatalogue } from './listing-catalogue.ts';
export { activeApartmentsByIds } from './repository.ts';
export { apartmentById, apartmentBySlug, isUuid, toListing } from './service.ts';
