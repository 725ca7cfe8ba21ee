import { deadLetterRetryPath, SYSTEM_REPORT_PATH } from '@momstride/contracts/system-paths';
import type { DeadLetterRetry, SystemReport } from '@momstride/contracts/system-report';
import { refreshSession } from '../../../lib/session/refresh-session';
import { apolloClient } from '../../../lib/session/session-client';
import { tokenStorage } from '../../../lib/session/token-storage';
import { replyDetail } from '../../../lib/uploads/upload-with-progress';

/** A refused or failed call, with the server's sentence when it gave one. */
export class SystemApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SystemApiError';
  }
}

const send = (method: 'GET' | 'POST', path: string, token: string | null): Promise<Response> =>
  fetch(path, { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });

/** One call with the session's token; an expired one (401) is refreshed once and the call sent again. */
async function call<T>(method: 'GET' | 'POST', path: string, failure: string): Promise<T> {
  const token = tokenStorage.getAccessToken();
  let response = await send(method, path, token);
  if (response.status === 401 && tokenStorage.getRefreshToken() && (await refreshSession(apolloClient, token))) {
    response = await send(method, path, tokenStorage.getAccessToken());
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new SystemApiError(response.status, replyDetail(body) ?? failure);
  return body as T;
}

/** `GET /api/admin/system`: every service's state over the last hour (admins). */
export const fetchSystemReport = (): Promise<SystemReport> => call<SystemReport>('GET', SYSTEM_REPORT_PATH, 'Failed to load the system status');

/** Puts a queue's dead letters back on it, through the service that owns it. */
export const retryDeadLetters = (queue: string): Promise<DeadLetterRetry> =>
  call<DeadLetterRetry>('POST', deadLetterRetryPath(queue), 'The dead letters could not be retried');
