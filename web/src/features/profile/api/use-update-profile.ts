import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { UpdateProfileInput } from '../../../gql/graphql';
import { errorDetail } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';
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

/**
 * Save the profile. The reply refreshes the cached user (header, details, form) and the session user, so the
 * frame's name and avatar follow (docs/product.md, States and transitions: "the user object can be replaced after profile changes").
 */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutation);
  const updateProfile = useCallback(
    (input: UpdateProfileInput): Promise<Outcome> =>
      runMutation(
        async () => {
          const { data } = await mutate({ variables: { input } });
          if (!data) throw new Error('Empty updateProfile reply');
          sessionStore.setUser(readSessionUser(data.updateProfile));
        },
        { success: 'Profile updated successfully!', failure: (error) => errorDetail(error, 'Failed to update profile') },
      ),
    [mutate],
  );
  return { updateProfile, loading };
}
