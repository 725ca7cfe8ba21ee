import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { CreateAccessTokenInput } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';
import { CreateAccessTokenMutation, RevokeAccessTokenMutation } from '../access-tokens-query';

/** Generate a token: it joins the top of her list (newest first); answers the secret, shown once. */
export function useCreateAccessToken() {
  const [mutate, { loading }] = useMutation(CreateAccessTokenMutation, {
    update(cache, { data }) {
      const created = data?.createAccessToken.token;
      if (!created) return;
      const ref = cache.identify(created);
      cache.modify<{ accessTokens: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          accessTokens: (existing = [], { toReference, readField }) =>
            existing.some((item) => readField('id', item) === created.id) || !ref
              ? existing
              : [toReference(ref) as Reference, ...existing],
        },
      });
    },
  });
  const create = async (input: CreateAccessTokenInput): Promise<string> => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('No answer from the server');
    return data.createAccessToken.secret;
  };
  return { create, creating: loading };
}

/** Revoke one of her tokens: it leaves the list; toasts "Token revoked" or the server's words. */
export function useRevokeAccessToken() {
  const [mutate] = useMutation(RevokeAccessTokenMutation, {
    update(cache, { data }) {
      const revoked = data?.revokeAccessToken;
      if (!revoked) return;
      cache.modify<{ accessTokens: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: { accessTokens: (existing = [], { readField }) => existing.filter((item) => readField('id', item) !== revoked.id) },
      });
      const ref = cache.identify(revoked);
      if (ref) cache.evict({ id: ref });
      cache.gc();
    },
  });
  const { perform: revoke, pendingId } = useMemberAction({
    run: async (id) => {
      await mutate({ variables: { id } });
      return 'Token revoked';
    },
    failure: (error) => errorMessage(error, 'Failed to revoke the token'),
  });
  return { revoke, pendingId };
}
