/** What the rest of the server may use of the stored files (decisions 064, 101). */
export {
  deleteStoredFile,
  putStoredFile,
  readStoredFile,
  type StoredFile,
  storedFileExists,
} from './stored-files.ts';
