/** What the rest of the server may use of the site images module (decision 064). */
export { listSiteImages } from './service.ts';
export { toResponsiveImage } from './stored-image.ts';
