import type { SessionUser } from './session-user';

/** Why the last session ended: an explicit log out sends guarded screens home, an expiry to /login. */
export type SessionEnd = 'logout' | 'expired';

export interface SessionState {
  /** `loading` until the start-up check (docs/product.md, States and transitions) has finished. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  endedBy: SessionEnd | null;
}

type Listener = () => void;

let state: SessionState = { status: 'loading', user: null, endedBy: null };
const listeners = new Set<Listener>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A tiny external store read with useSyncExternalStore; the Apollo link layer writes to it too. */
export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: SessionUser): void {
    setState({ status: 'ready', user, endedBy: null });
  },
  end(reason: SessionEnd): void {
    setState({ status: 'ready', user: null, endedBy: reason });
  },
  finishLoadingSignedOut(): void {
    setState({ status: 'ready', user: null, endedBy: null });
  },
};
