import { graphql } from '../../gql';

/** How many members each member tab shows, and stories per page. */
export const MEMBERS_SHOWN = 12;
export const STORIES_PAGE = 20;

/** The page's own query: the stat cards (each tab asks for its own list when it opens). */
export const CommunityStatsQuery = graphql(`
  query CommunityStats {
    communityStats {
      activeMembers
      successStories
      activeChallenges
    }
  }
`);

export const FeaturedMembersQuery = graphql(`
  query CommunityFeaturedMembers($limit: Int!) {
    featuredMembers(limit: $limit) {
      id
      ...CommunityMember
    }
  }
`);

export const NewMembersQuery = graphql(`
  query CommunityNewMembers($limit: Int!) {
    recentMembers(limit: $limit) {
      id
      ...CommunityMember
    }
  }
`);

export const CommunityStoriesQuery = graphql(`
  query CommunityStories($limit: Int!) {
    successStories(limit: $limit) {
      id
      ...StoryCard
    }
  }
`);

export const CommunityChallengesQuery = graphql(`
  query CommunityChallenges {
    challenges(limit: 50) {
      id
      ...ChallengeCard
    }
  }
`);
