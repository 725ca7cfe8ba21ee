import { RestReplyError, userNotFound } from '../errors.js';

/** Operations about one member also select accounts' `user(id:)`; null means the member does not exist. */
export const assertUserExists = (user: { readonly id: string } | null): void => {
  if (user === null) throw new RestReplyError(userNotFound());
};
