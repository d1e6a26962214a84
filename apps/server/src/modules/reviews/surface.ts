/** What the rest of the server may use of the reviews module (decision 064). */
export { apartmentReviews, latestReviews } from './service.ts';
