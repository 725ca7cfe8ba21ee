import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../kit/page';
import { UserPlusIcon, UsersIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { TabCount, Tabs } from '../../components/tabs';
import { paths } from '../../config/paths';
import { useUnfollow, type UnfollowMessages } from '../../lib/follow/use-unfollow';
import { useSession } from '../../lib/session';
import { FollowersPageQuery } from './followers-query';
import { NetworkCard } from './network-card';
import { space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const Cards = styled.ul`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

type NetworkTab = 'followers' | 'following';

/** docs/product.md, Error catalogue: My Network's unfollow says 'Unfollowed successfully' and, on failure, 'Failed to unfollow'. */
const networkUnfollowMessages: UnfollowMessages = {
  success: 'Unfollowed successfully',
  failure: () => 'Failed to unfollow',
};

export function FollowersPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: NetworkTab = params.get('tab') === 'following' ? 'following' : 'followers';
  const { data, loading } = useScreenQuery('Failed to load follow data', FollowersPageQuery, {
    variables: { userId: user?.id ?? '' },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const { unfollow, pendingId } = useUnfollow(networkUnfollowMessages);

  const followers = data?.followers ?? [];
  const following = data?.following ?? [];

  const findMembers = (
    <ButtonLink to={paths.directory}>
      <UserPlusIcon width={20} height={20} /> Find members in the directory
    </ButtonLink>
  );

  const followersContent = (
    <QueryState
      loading={loading}
      hasData={Boolean(data)}
      empty={followers.length === 0}
      loadingLabel="Loading followers"
      loadingHeight={200}
      emptyView={{ icon: <UsersIcon />, title: 'No followers yet', text: 'Follow members and share updates — fellow moms will find you in the directory.', action: findMembers }}
    >
      <Cards>
        {followers.map((member) => (
          <NetworkCard key={member.id} member={member} />
        ))}
      </Cards>
    </QueryState>
  );

  const followingContent = (
    <QueryState
      loading={loading}
      hasData={Boolean(data)}
      empty={following.length === 0}
      loadingLabel="Loading the members you follow"
      loadingHeight={200}
      emptyView={{ icon: <UserPlusIcon />, title: 'You are not following anyone yet', text: 'Browse the directory to find mom entrepreneurs to follow.', action: findMembers }}
    >
      <Cards>
        {following.map((member) => (
          <NetworkCard
            key={member.id}
            member={member}
            action={
              <Button type="button" $variant="ghost" onClick={() => void unfollow(member.id)} disabled={pendingId === member.id}>
                {pendingId === member.id ? <Spinner aria-hidden="true" /> : null}
                Unfollow
              </Button>
            }
          />
        ))}
      </Cards>
    </QueryState>
  );

  return (
    <Page>
      <PageHeading title="My Network" subtitle="The members who follow you and the members you follow." />
      <Tabs<NetworkTab>
        label="My Network"
        selected={tab}
        onSelect={(next) => setParams(next === 'following' ? { tab: 'following' } : {}, { replace: true })}
        tabs={[
          {
            key: 'followers',
            label: (
              <>
                Followers <TabCount>{loading && !data ? '…' : followers.length}</TabCount>
              </>
            ),
            content: followersContent,
          },
          {
            key: 'following',
            label: (
              <>
                Following <TabCount>{loading && !data ? '…' : following.length}</TabCount>
              </>
            ),
            content: followingContent,
          },
        ]}
      />
    </Page>
  );
}
