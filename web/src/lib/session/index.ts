export { apolloClient } from './session-client';
export { establishSession, clearSession, type AuthPayloadLike } from './establish-session';
export { authOperationContext, refreshSession } from './refresh-session';
export { SessionUserFragmentDoc, readSessionUser, type SessionUser } from './session-user';
export { sessionStore, type SessionState, type SessionEnd } from './session-store';
export { startSession } from './start-session';
export { tokenStorage } from './token-storage';
export { useLogout } from './use-logout';
export { useSession } from './use-session';
