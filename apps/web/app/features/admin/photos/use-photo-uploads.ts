import type { ListingPhoto, PhotoOwnerKind } from '@konak/domain/api/admin/listing-photo';
import { PHOTO_MAX_BYTES } from '@konak/domain/catalogue/listing-photos';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadListingPhoto } from './api/upload-listing-photo';

export type UploadItem = {
  key: number;
  name: string;
  /** waiting → sending (progress 0…1) → processing (all bytes sent, the server encodes) → done | failed. */
  state: 'waiting' | 'sending' | 'processing' | 'done' | 'failed';
  progress: number;
  /** The server's translated refusal, or null for the page's own "could not upload" text. */
  error: string | null;
  /** Refused here, before sending: over 20 MB. */
  tooLarge?: boolean;
};

/**
 * The upload queue of the photo page: files go one at a time (the server encodes one photo at a time anyway, and a
 * phone's connection is not shared between several 20 MB bodies); each keeps its own progress and error. A file
 * over 20 MB is refused here without sending it.
 */
export function usePhotoUploads(kind: PhotoOwnerKind, id: string, onUploaded: (photo: ListingPhoto) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(0);
  // The latest callback, so a queue started before a re-render still adds to the current list.
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const change = useCallback((key: number, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      change(key, { state: 'sending', progress: 0 });
      try {
        const photo = await uploadListingPhoto(kind, id, file, (progress) =>
          change(key, { state: progress >= 1 ? 'processing' : 'sending', progress }),
        );
        change(key, { state: 'done', progress: 1 });
        uploaded.current(photo);
      } catch (caught) {
        const message = caught instanceof ApiError && caught.hasServerMessage ? caught.message : null;
        change(key, { state: 'failed', error: message });
      }
    }
    running.current = false;
  }, [kind, id, change]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        if (file.size > PHOTO_MAX_BYTES) {
          added.push({ key, name: file.name, state: 'failed', progress: 0, error: null, tooLarge: true });
          continue;
        }
        added.push({ key, name: file.name, state: 'waiting', progress: 0, error: null });
        queue.current.push({ key, file });
      }
      setItems((current) => [...current, ...added]);
      void drain();
    },
    [drain],
  );

  return { items, add };
}
