import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { UpdateProfileInput } from '../../../gql/graphql';
import { errorDetail, fieldErrors } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { readSessionUser, sessionStore } from '../../../lib/session';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      ...SessionUser
      ...MemberHero
      ...BusinessDetails
      ...EditProfileForm
    }
  }
`);

export type UpdateProfileResult = { ok: true } | { ok: false; fields: Array<{ field: string; message: string }> };

/**
 * Save the profile. The reply refreshes the cached user (header, details, form) and the session user, so the
 * frame's name and avatar follow (docs/product.md, States and transitions: "the user object can be replaced after profile changes").
 */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutation);
  const updateProfile = useCallback(
    async (input: UpdateProfileInput): Promise<UpdateProfileResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('Empty updateProfile reply');
        sessionStore.setUser(readSessionUser(data.updateProfile));
        notify.success('Profile updated successfully!');
        return { ok: true };
      } catch (error) {
        notify.error(errorDetail(error, 'Failed to update profile'));
        return { ok: false, fields: fieldErrors(error) };
      }
    },
    [mutate],
  );
  return { updateProfile, loading };
}
