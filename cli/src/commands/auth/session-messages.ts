import type { SessionUserFragment } from '../../gql/graphql.js';

/** "Logged in as Olivia Bennett (olivia@momstride.example)": `auth login` and `auth status` both say it. */
export function loggedInMessage(user: Pick<SessionUserFragment, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`;
  return user.email ? `Logged in as ${name} (${user.email})` : `Logged in as ${name}`;
}
