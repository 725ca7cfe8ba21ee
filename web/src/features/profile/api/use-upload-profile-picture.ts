import { useApolloClient } from '@apollo/client/react';
import { imageFileProblem } from '@momstride/contracts/rules';
import { useCallback, useState } from 'react';
import { notify } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { replyDetail, uploadWithProgress } from '../../../lib/uploads/upload-with-progress';

export const PROFILE_PICTURE_ENDPOINT = '/api/users/me/profile-picture';

/**
 * Upload a profile picture through the REST endpoint (multipart field `file`) with real progress.
 * On success the cached user and the session user get the new picture; failures toast the server's detail,
 * else 'Failed to upload image'.
 */
export function useUploadProfilePicture(userId: string) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      const problem = imageFileProblem(file); // docs/product.md, Validation rules: checked before anything is sent
      if (problem) {
        notify.error(problem);
        return false;
      }
      setProgress(0);
      try {
        const reply = await uploadWithProgress(PROFILE_PICTURE_ENDPOINT, file, {
          field: 'file',
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
        const picture =
          reply.status >= 200 && reply.status < 300 && reply.body && typeof reply.body === 'object'
            ? (reply.body as { profile_picture?: unknown }).profile_picture
            : undefined;
        if (typeof picture !== 'string') {
          setProgress(null);
          notify.error(replyDetail(reply.body) ?? 'Failed to upload image');
          return false;
        }
        // Full bar for a moment, so the finished upload reads as finished.
        setProgress(100);
        window.setTimeout(() => setProgress(null), 900);
        client.cache.modify({
          id: client.cache.identify({ __typename: 'User', id: userId }),
          fields: { profilePicture: () => picture },
        });
        const { user } = sessionStore.getState();
        if (user && user.id === userId) sessionStore.setUser({ ...user, profilePicture: picture });
        notify.success('Profile picture updated successfully!');
        return true;
      } catch (error) {
        console.warn('Profile picture upload failed', error);
        setProgress(null);
        notify.error('Failed to upload image');
        return false;
      }
    },
    [client, userId],
  );

  return { upload, progress, uploading: progress !== null };
}
