import { useState } from 'react';
import { Button } from '../../components/button';
import { AwardIcon, SparkleIcon, UserPlusIcon, UsersIcon } from '../../components/icons';
import { useScreenQuery } from '../../kit/use-screen-query';
import { useSession } from '../../lib/session';
import { ChallengeCard } from './challenge-card';
import { CommunityList, TabBar } from './community-list';
import { CommunityMemberCard } from './community-member-card';
import { CommunityChallengesQuery, CommunityStoriesQuery, FeaturedMembersQuery, MEMBERS_SHOWN, NewMembersQuery, STORIES_PAGE } from './community-query';
import { NewChallengeDialog } from './new-challenge-dialog';
import { ShareStoryDialog } from './share-story-dialog';
import { StoryCard } from './story-card';

/** docs/product.md, Error catalogue: one load-failure toast for the page's data. */
const LOAD_FAILURE = 'Failed to load community data';

export function FeaturedMembersTab() {
  const viewerId = useSession().user?.id;
  const { data, loading } = useScreenQuery(LOAD_FAILURE, FeaturedMembersQuery, { variables: { limit: MEMBERS_SHOWN }, fetchPolicy: 'cache-and-network' });
  const members = data?.featuredMembers ?? [];
  return (
    <CommunityList
      loading={loading}
      count={members.length}
      label="Featured members"
      empty={{ icon: <AwardIcon />, title: 'No featured members yet', text: 'Members who share and support others show up here.' }}
    >
      {members.map((member) => (
        <CommunityMemberCard key={member.id} member={member} variant="featured" viewerId={viewerId} />
      ))}
    </CommunityList>
  );
}

export function NewMembersTab() {
  const viewerId = useSession().user?.id;
  const { data, loading } = useScreenQuery(LOAD_FAILURE, NewMembersQuery, { variables: { limit: MEMBERS_SHOWN }, fetchPolicy: 'cache-and-network' });
  const members = data?.recentMembers ?? [];
  return (
    <CommunityList
      loading={loading}
      count={members.length}
      label="New members"
      empty={{ icon: <UserPlusIcon />, title: 'No new members yet', text: 'Members who just joined show up here — say hello!' }}
    >
      {members.map((member) => (
        <CommunityMemberCard key={member.id} member={member} variant="new" viewerId={viewerId} />
      ))}
    </CommunityList>
  );
}

export function StoriesTab({ isAdmin }: { isAdmin: boolean }) {
  const [sharing, setSharing] = useState(false);
  const { data, loading } = useScreenQuery(LOAD_FAILURE, CommunityStoriesQuery, { variables: { limit: STORIES_PAGE }, fetchPolicy: 'cache-and-network' });
  const stories = data?.successStories ?? [];
  const share = (
    <Button type="button" onClick={() => setSharing(true)}>
      Share your story
    </Button>
  );
  return (
    <>
      <TabBar>
        <p>Wins big and small from moms building businesses and healthier days.</p>
        {stories.length > 0 ? share : null}
      </TabBar>
      <CommunityList
        loading={loading}
        count={stories.length}
        label="Success stories"
        empty={{ icon: <SparkleIcon />, title: 'No stories yet', text: 'Be the first to share a win with the community.', action: share }}
      >
        {stories.map((story) => (
          <StoryCard key={story.id} story={story} isAdmin={isAdmin} />
        ))}
      </CommunityList>
      {sharing ? <ShareStoryDialog onClose={() => setSharing(false)} /> : null}
    </>
  );
}

export function ChallengesTab({ isAdmin }: { isAdmin: boolean }) {
  const [creating, setCreating] = useState(false);
  const { data, loading } = useScreenQuery(LOAD_FAILURE, CommunityChallengesQuery, { fetchPolicy: 'cache-and-network' });
  const challenges = data?.challenges ?? [];
  return (
    <>
      <TabBar>
        <p>Join a challenge, log your progress and climb the leaderboard.</p>
        {isAdmin ? (
          <Button type="button" $variant="secondary" onClick={() => setCreating(true)}>
            New Challenge
          </Button>
        ) : null}
      </TabBar>
      <CommunityList
        loading={loading}
        count={challenges.length}
        label="Challenges"
        empty={{ icon: <UsersIcon />, title: 'No challenges right now', text: 'A new challenge is coming soon — check back shortly.' }}
      >
        {challenges.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} />
        ))}
      </CommunityList>
      {creating ? <NewChallengeDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
