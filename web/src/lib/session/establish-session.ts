import type { FragmentType } from '../../gql';
import { readSessionUser, type SessionUserFragmentDoc, type SessionUser } from './session-user';
import { sessionStore } from './session-store';
import { tokenStorage } from './token-storage';

export interface AuthPayloadLike {
  accessToken: string;
  refreshToken: string;
  user: FragmentType<typeof SessionUserFragmentDoc>;
}

/** Login, register and refresh all end here: store both tokens and set the user (docs/product.md, States and transitions). */
export function establishSession(payload: AuthPayloadLike): SessionUser {
  tokenStorage.save(payload);
  const user = readSessionUser(payload.user);
  sessionStore.setUser(user);
  return user;
}

/** Forget both tokens and the user. */
export function clearSession(reason: 'logout' | 'expired'): void {
  tokenStorage.clear();
  sessionStore.end(reason);
}
