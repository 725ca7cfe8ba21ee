import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../kit/page';
import { EmptyState } from '../../components/empty-state';
import { UserPlusIcon, UsersIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { TabCount, Tabs } from '../../components/tabs';
import { paths } from '../../config/paths';
import { useUnfollow, type UnfollowMessages } from '../../lib/follow/use-unfollow';
import { useSession } from '../../lib/session';
import { FollowersPageQuery } from './followers-query';
import { NetworkCard } from './network-card';
import { colors, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';

const Cards = styled.ul`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  color: ${colors.plum700};
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
  const waiting = loading && !data;

  const findMembers = (
    <ButtonLink to={paths.directory}>
      <UserPlusIcon width={20} height={20} /> Find members in the directory
    </ButtonLink>
  );

  const followersContent = waiting ? (
    <Loading>
      <Spinner $size={36} aria-label="Loading followers" />
    </Loading>
  ) : followers.length === 0 ? (
    <EmptyState icon={<UsersIcon />} title="No followers yet" action={findMembers}>
      Follow members and share updates — fellow moms will find you in the directory.
    </EmptyState>
  ) : (
    <Cards>
      {followers.map((member) => (
        <NetworkCard key={member.id} member={member} />
      ))}
    </Cards>
  );

  const followingContent = waiting ? (
    <Loading>
      <Spinner $size={36} aria-label="Loading the members you follow" />
    </Loading>
  ) : following.length === 0 ? (
    <EmptyState icon={<UserPlusIcon />} title="You are not following anyone yet" action={findMembers}>
      Browse the directory to find mom entrepreneurs to follow.
    </EmptyState>
  ) : (
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
                Followers <TabCount>{waiting ? '…' : followers.length}</TabCount>
              </>
            ),
            content: followersContent,
          },
          {
            key: 'following',
            label: (
              <>
                Following <TabCount>{waiting ? '…' : following.length}</TabCount>
              </>
            ),
            content: followingContent,
          },
        ]}
      />
    </Page>
  );
}
