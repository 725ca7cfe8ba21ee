import { graphql, type FragmentType, getFragmentData } from '../../gql';
import type { SessionUserFragment } from '../../gql/graphql';

/** What the whole app knows about the signed-in person (frame, guards, greetings). */
export const SessionUserFragmentDoc = graphql(`
  fragment SessionUser on User {
    id
    firstName
    lastName
    email
    role
    profilePicture
    hasPendingAdminRequest
    isOrganizationOwner
  }
`);

export type SessionUser = SessionUserFragment;

export function readSessionUser(user: FragmentType<typeof SessionUserFragmentDoc>): SessionUser {
  return getFragmentData(SessionUserFragmentDoc, user);
}
