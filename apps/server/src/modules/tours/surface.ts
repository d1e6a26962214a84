/** What the rest of the server may use of the tours module (decision 064). */
export { catalogueTourById, catalogueTours, listTours } from './service.ts';
