import { apolloClient } from '../session/session-client';
import { refreshSession } from '../session/refresh-session';
import { tokenStorage } from '../session/token-storage';

export interface UploadReply {
  status: number;
  /** Parsed JSON body, or null when the reply was not JSON (or there was no reply at all). */
  body: unknown;
}

export interface UploadOptions {
  /** Form field the file travels in. */
  field: string;
  /** Text fields sent beside the file (e.g. a photo's title), before it in the body. */
  fields?: Readonly<Record<string, string>>;
  /** Fraction 0..1 of the request body sent so far. */
  onProgress?: (fraction: number) => void;
}

/** One multipart POST through XMLHttpRequest, which (unlike fetch) reports upload progress. */
function send(url: string, file: File, token: string | null, { field, fields = {}, onProgress }: UploadOptions): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new Error('The upload could not reach the server')));
    xhr.addEventListener('abort', () => reject(new Error('The upload was cancelled')));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file);
    xhr.send(form);
  });
}

/**
 * Upload a file to a REST endpoint with the session's bearer token and progress reports. An expired access
 * token (401) is refreshed once and the upload retried, like the GraphQL link chain does.
 */
export async function uploadWithProgress(url: string, file: File, options: UploadOptions): Promise<UploadReply> {
  const token = tokenStorage.getAccessToken();
  const reply = await send(url, file, token, options);
  if (reply.status !== 401 || !tokenStorage.getRefreshToken()) return reply;
  options.onProgress?.(0);
  const refreshed = await refreshSession(apolloClient, token);
  return refreshed ? send(url, file, tokenStorage.getAccessToken(), options) : reply;
}

/** The REST `detail` when it is a sentence (docs/product.md, Error catalogue: "server detail else ..."). */
export function replyDetail(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return null;
}
