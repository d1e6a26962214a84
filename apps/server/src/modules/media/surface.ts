/** What the rest of the server may use of the media module (decision 064). */
export type { PictureCatalogue, SceneRenderer } from './picture-catalogue.ts';
export {
  forgetUploadedPhoto,
  recordUploadedPhoto,
  removeUploadedPhoto,
  type StoredPhoto,
  storeUploadedPhoto,
  UPLOADED_PHOTO_PREFIX,
  uploadedPhotosDirectory,
} from './uploaded-photos.ts';
export { warmUpMedia } from './warm-up.ts';
