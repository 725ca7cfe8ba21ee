import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger, ObjectStorage } from '@momstride/kit';
import { User } from '../users/user.entity.js';
import { PROFILE_PICTURE_FOLDER } from './profile-picture.messages.js';

export class ProfilePictureUserMissingError extends Error {
  constructor() {
    super('User not found');
    this.name = 'ProfilePictureUserMissingError';
  }
}

export interface ReplaceProfilePictureInput {
  readonly em: EntityManager;
  readonly storage: ObjectStorage;
  readonly log: Logger;
  readonly userId: string;
  /** The already re-encoded picture. */
  readonly picture: { readonly bytes: Uint8Array; readonly contentType: string; readonly extension: string };
}

/** A picture this storage holds for this user (so never someone else's file, and never a foreign URL). */
export const ownPictureKey = (storage: ObjectStorage, userId: string, url: string | null): string | undefined => {
  if (!url) return undefined;
  const key = storage.keyOf(url);
  return key?.startsWith(`${PROFILE_PICTURE_FOLDER}/${userId}-`) ? key : undefined;
};

/**
 * Stores the new picture under a fresh key, then points the user at it (row locked, so concurrent uploads
 * cannot both claim the same previous picture), then removes the previous picture if it was ours. Any
 * failure before the commit removes the new file and leaves the old picture in place.
 */
export async function replaceProfilePicture(input: ReplaceProfilePictureInput): Promise<{ url: string }> {
  const { em, storage, log, userId, picture } = input;
  const key = `${PROFILE_PICTURE_FOLDER}/${userId}-${randomBytes(12).toString('hex')}.${picture.extension}`;
  const { url } = await storage.put(key, picture.bytes, picture.contentType);

  let previous: string | null;
  try {
    previous = await em.transactional(async (tem) => {
      const user = await tem.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new ProfilePictureUserMissingError();
      const before = user.profilePicture;
      user.profilePicture = url;
      return before;
    });
  } catch (error) {
    await storage.delete(key).catch((cleanupError: unknown) => {
      log.warn({ err: cleanupError, key }, 'could not remove an unused profile picture');
    });
    throw error;
  }

  const previousKey = ownPictureKey(storage, userId, previous);
  if (previousKey && previousKey !== key) {
    await storage.delete(previousKey).catch((error: unknown) => {
      log.warn({ err: error, key: previousKey }, 'could not remove the previous profile picture');
    });
  }
  return { url };
}
