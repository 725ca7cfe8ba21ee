import { invalidFields, unauthenticated } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import { findUserById } from '../users/user.service.js';
import type { UpdateProfileInput } from './profile.inputs.js';
import { validateProfile } from './profile.rules.js';

/** Updates the viewer's own profile (BAD_USER_INPUT with every field problem at once). */
export async function updateProfile(em: EntityManager, userId: string, input: UpdateProfileInput): Promise<User> {
  const { changes, errors } = validateProfile(input);
  if (errors.length > 0) throw invalidFields(errors);
  const user = await findUserById(em, userId);
  if (!user) throw unauthenticated();
  em.assign(user, changes);
  await em.flush();
  return user;
}
