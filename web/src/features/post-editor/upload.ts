import { authHeaders, clearToken } from '../../lib/admin-auth/token';

export interface UploadedFile {
  id: string;
  url: string;
}

/** 'Upload failed': the internal message of a failed upload. */
export const UPLOAD_FAILED = 'Upload failed';

/** Only images are offered by the file picker (the server checks the bytes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Sends an image to POST /api/uploads (multipart field `file`, bearer token). It succeeds only
 * when the answer has both `url` and `id`; otherwise it throws 'Upload failed'. A 401 logs out.
 */
export async function uploadImage(file: File, fetchImpl: typeof fetch = fetch): Promise<UploadedFile> {
  if (!file.type.startsWith('image/')) throw new Error(UPLOAD_FAILED);
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetchImpl('/api/uploads', { method: 'POST', headers: authHeaders(), body });
  } catch (cause) {
    throw new Error(UPLOAD_FAILED, { cause });
  }
  if (response.status === 401) clearToken();
  const payload: unknown = await response.json().catch(() => null);
  const data = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (!response.ok || typeof data.url !== 'string' || !data.url || data.id == null || data.id === '') {
    throw new Error(UPLOAD_FAILED);
  }
  return { id: String(data.id), url: data.url };
}
