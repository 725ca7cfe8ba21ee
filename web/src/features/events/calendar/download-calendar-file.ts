import { refreshSession } from '../../../lib/session/refresh-session';
import { apolloClient } from '../../../lib/session/session-client';
import { tokenStorage } from '../../../lib/session/token-storage';

/** The REST path of an event's calendar file (members only). */
const calendarFilePath = (eventId: string): string => `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;

const get = (url: string, token: string | null): Promise<Response> =>
  fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });

/** The file name the server chose (`attachment; filename="sunrise-walk.ics"`), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download with a file name (through a short-lived blob URL). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Downloads an event's .ics file with the session's bearer token and saves it. An expired access token (401) is
 * refreshed once and the request retried, like the GraphQL link chain does. Throws when no file came.
 */
export async function downloadCalendarFile(eventId: string): Promise<void> {
  const url = calendarFilePath(eventId);
  const token = tokenStorage.getAccessToken();
  let response = await get(url, token);
  if (response.status === 401 && tokenStorage.getRefreshToken() && (await refreshSession(apolloClient, token))) {
    response = await get(url, tokenStorage.getAccessToken());
  }
  if (!response.ok) throw new Error(`The calendar file could not be downloaded (${response.status})`);
  saveBlob(await response.blob(), fileNameOf(response, 'event.ics'));
}
