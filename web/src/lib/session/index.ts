// What every screen may import: none of it loads the GraphQL client (the landing page is served without it).
// The client and what needs it are imported from their own files: session-client, refresh-session, use-logout.
export { authOperationContext } from '../apollo/operation-context';
export { establishSession, clearSession, type AuthPayloadLike } from './establish-session';
export { SessionUserFragmentDoc, readSessionUser, type SessionUser } from './session-user';
export { sessionStore, type SessionState, type SessionEnd } from './session-store';
export { startSession } from './start-session';
export { tokenStorage } from './token-storage';
export { useSession } from './use-session';
