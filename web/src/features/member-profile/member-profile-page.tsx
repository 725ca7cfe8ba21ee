import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { AwardIcon, BriefcaseIcon, HeartIcon, MessageIcon, SearchIcon, SproutIcon } from '../../components/icons';
import { BadgesRow } from '../../components/member/badges-row';
import { BusinessDetails } from '../../components/member/business-details';
import { EndorsementList } from '../../components/member/endorsement-list';
import { FollowButton } from '../../components/member/follow-button';
import { ReportButton } from '../../components/report/report-button';
import { MemberHero } from '../../components/member/member-hero';
import { PostList } from '../../components/member/post-card';
import { ProfileColumn, ProfileColumns } from '../../components/member/profile-layout';
import { Panel, PanelHeader } from '../../components/panel';
import { PageSpinner } from '../../components/spinner';
import { messagesWithPath, paths } from '../../config/paths';
import { useFollow } from '../../lib/follow/use-follow';
import { useUnfollow } from '../../lib/follow/use-unfollow';
import { useSession } from '../../lib/session';
import { MEMBER_POSTS_LIMIT, MemberProfileQuery } from './member-profile-query';
import { Page } from '../../kit/page';

/** A member's read-only public profile with Follow/Unfollow, Message and Report (linked from My Network). */
export function MemberProfilePage() {
  const { id = '' } = useParams();
  const { user: viewer } = useSession();
  const navigate = useNavigate();
  const own = viewer?.id === id;
  const { data, loading, error } = useQuery(MemberProfileQuery, {
    variables: { userId: id, postsLimit: MEMBER_POSTS_LIMIT },
    skip: own || id === '',
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const { follow, pendingId: followPending } = useFollow();
  const { unfollow, pendingId: unfollowPending } = useUnfollow();

  useEffect(() => {
    // docs/product.md, Error catalogue: failures of follow status, badges, posts and endorsements are logged only.
    if (error) console.warn('Member profile failed to load in part', error);
  }, [error]);

  if (own) return <Navigate to={paths.profile} replace />;
  if (loading && !data) return <PageSpinner label="Loading profile…" />;

  const member = data?.user;
  if (!member) {
    return (
      <Page>
        <EmptyState
          icon={<SearchIcon />}
          headingLevel={1}
          title="We couldn’t find that member"
          action={<ButtonLink to={paths.directory}>Browse the directory</ButtonLink>}
        >
          The profile may have been removed, or the link is not quite right.
        </EmptyState>
      </Page>
    );
  }

  const name = `${member.firstName} ${member.lastName}`;
  const posts = (data.userPosts ?? []).slice(0, MEMBER_POSTS_LIMIT);
  return (
    <Page>
      <MemberHero
        user={member}
        actions={
          <>
            <FollowButton
              name={name}
              isFollowing={member.isFollowedByMe}
              busy={followPending === member.id || unfollowPending === member.id}
              onToggle={() => void (member.isFollowedByMe ? unfollow(member.id) : follow(member.id))}
            />
            <Button type="button" $variant="ghost" onClick={() => void navigate(messagesWithPath(member.id))} aria-label={`Message ${name}`}>
              <MessageIcon width={20} height={20} /> Message
            </Button>
            <ReportButton subject={{ type: 'member', id: member.id, preview: name }} authorId={member.id} label={`Report ${name}`} />
          </>
        }
      />
      <ProfileColumns $columns="minmax(0, 1fr) minmax(0, 1.2fr)">
        <ProfileColumn>
          <Panel aria-labelledby="member-about-title">
            <PanelHeader icon={<BriefcaseIcon />} id="member-about-title" title="About & business" />
            <BusinessDetails user={member} emptyText={`${member.firstName} has not added business details yet.`} />
          </Panel>
          <Panel aria-labelledby="member-badges-title">
            <PanelHeader icon={<AwardIcon />} id="member-badges-title" title="Badges" />
            <BadgesRow badges={data.userBadges ?? []} emptyText={`${member.firstName} has not earned a badge yet.`} />
          </Panel>
          <Panel aria-labelledby="member-endorsements-title">
            <PanelHeader icon={<SproutIcon />} id="member-endorsements-title" title="Endorsements" />
            <EndorsementList endorsements={data.userEndorsements ?? []} emptyText={`No endorsements for ${member.firstName} yet.`} />
          </Panel>
        </ProfileColumn>
        <ProfileColumn>
          <Panel aria-labelledby="member-posts-title">
            <PanelHeader icon={<HeartIcon />} id="member-posts-title" title="Recent posts" />
            <PostList
              posts={posts}
              empty={
                <EmptyState icon={<SproutIcon />} title="No posts yet">
                  {member.firstName} has not shared an update yet.
                </EmptyState>
              }
            />
          </Panel>
        </ProfileColumn>
      </ProfileColumns>
    </Page>
  );
}
