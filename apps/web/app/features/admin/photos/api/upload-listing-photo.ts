import type { PhotoOwnerKind } from '@konak/domain/api/admin/listing-photo';
import { ApiError, pageLanguage } from '../../../../lib/api-client';
import { readStoredSession } from '../../../../session/session-storage';
import { photosPath } from './list-listing-photos';

const photoSchema = () =>
  import('@konak/domain/api/admin/upload-listing-photo').then(
    (module) => module.uploadListingPhotoResponseSchema,
  );

/**
 * POST /api/admin/{apartments|tours}/{id}/photos: one file as the raw body. XMLHttpRequest rather than the fetch
 * client because only it reports upload progress (`onProgress`, 0 to 1), which a 20 MB photo on a phone needs.
 * Fails with an ApiError carrying the server's translated message, or status 0 when the network failed.
 */
export async function uploadListingPhoto(
  kind: PhotoOwnerKind,
  id: string,
  file: Blob,
  onProgress: (fraction: number) => void,
) {
  const [answer, schema] = await Promise.all([
    send(`/api${photosPath(kind, id)}`, file, onProgress),
    photoSchema(),
  ]);
  return schema.parse(answer);
}

function send(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', pageLanguage());
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    const token = readStoredSession()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('', { status: 0, type: 'network' }));
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(body);
      const message = typeof body?.message === 'string' ? body.message : '';
      reject(
        new ApiError(message, {
          status: request.status,
          code: typeof body?.code === 'string' ? body.code : undefined,
          hasServerMessage: message !== '',
        }),
      );
    };
    request.send(file);
  });
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
