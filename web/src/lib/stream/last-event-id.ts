/**
 * The id of the last stream event this tab saw, per member (sessionStorage: one tab, gone with it; forgotten at
 * sign-out). After a reload the first connection sends it as `Last-Event-ID`, so what arrived while the page was
 * loading is replayed.
 */
const key = (userId: string) => `momstride:stream:last-event-id:${userId}`;

export function readLastEventId(userId: string): string | null {
  try {
    return window.sessionStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function saveLastEventId(userId: string, id: string): void {
  try {
    window.sessionStorage.setItem(key(userId), id);
  } catch {
    // Storage full or denied: a later reload then starts from the current state, nothing else changes.
  }
}

export function forgetLastEventId(userId: string): void {
  try {
    window.sessionStorage.removeItem(key(userId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
