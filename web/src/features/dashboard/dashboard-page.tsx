import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { BriefcaseIcon, CalendarIcon, ChatHeartIcon, MapPinIcon, SproutIcon, UsersIcon } from '../../components/icons';
import { PostList } from '../../components/member/post-card';
import { SunriseBadge } from '../../components/illustrations';
import { Panel, PanelHeader } from '../../components/panel';
import { PageSpinner } from '../../components/spinner';
import { businessCategoryLabels } from '../../config/business-categories';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { DashboardQuery, FEED_FETCH_LIMIT, FEED_SHOWN } from './dashboard-query';
import { PendingAdminNotice } from './pending-admin-notice';

const Stack = styled(Container)`
  display: grid;
  gap: 1.5rem;
`;

const Welcome = styled.section`
  position: relative;
  overflow: hidden;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 95% 0%, rgba(243, 165, 140, 0.45), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.plum800}, ${({ theme }) => theme.colors.plum700});
  color: #f6e8f0;
  @media (min-width: 640px) {
    padding: 2.5rem;
  }
  > div { position: relative; z-index: 1; }
  h1 {
    color: #ffffff;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: clamp(1.8rem, 4.5vw, 2.5rem);
    letter-spacing: -0.01em;
  }
  p {
    margin-top: 0.6rem;
    max-width: 40rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const WelcomeArt = styled(SunriseBadge)`
  display: none;
  @media (min-width: 900px) {
    display: block;
    position: absolute;
    right: 2.5rem;
    top: 50%;
    width: 150px;
    height: 150px;
    transform: translateY(-50%);
    opacity: 0.95;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 900px) {
    grid-template-columns: 1.4fr 1fr;
    align-items: start;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    min-width: 0;
    padding: 0.85rem 0.9rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.sand100};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  dd {
    margin: 0.15rem 0 0;
    font-weight: 650;
    color: ${({ theme }) => theme.colors.plum900};
  }
`;

const Description = styled.p`
  margin-top: 1rem;
  color: ${({ theme }) => theme.colors.ink};
`;

const Muted = styled.span`
  font-weight: 500;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Counts = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.9rem;
  a {
    display: block;
    padding: 1rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.plum100};
    text-align: center;
    text-decoration: none;
    border: 2px solid transparent;
    transition: border-color 0.15s ease, background-color 0.15s ease;
    &:hover { border-color: ${({ theme }) => theme.colors.plum600}; background: #efdcea; }
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.plum800};
    line-height: 1.1;
  }
  span { color: ${({ theme }) => theme.colors.plum800}; font-weight: 600; }
`;

const SideStack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Since = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1rem;
  color: ${({ theme }) => theme.colors.inkSoft};
  svg { flex: none; }
`;

const Prompt = styled.p`
  margin: 0.25rem 0 1.1rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const NetworkLinks = styled.p`
  margin-top: 1rem;
  text-align: center;
  a { font-weight: 650; color: ${({ theme }) => theme.colors.plum700}; }
`;

const MainStack = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

const FeedFooter = styled.div`
  margin-top: 1.1rem;
`;

const notSet = <Muted>Not added yet</Muted>;

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardQuery, {
    variables: { feedLimit: FEED_FETCH_LIMIT },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) notify.error('Failed to load dashboard data');
  }, [error]);

  if (loading && !data) return <PageSpinner label="Loading your dashboard…" />;
  const me = data?.me;
  if (!me) {
    return (
      <Stack>
        <Panel>
          <h1>Dashboard</h1>
          <Prompt>We could not load your dashboard right now. Please refresh the page to try again.</Prompt>
        </Panel>
      </Stack>
    );
  }

  const location = [me.locationCity, me.locationState].filter(Boolean).join(', ');
  const feed = (data?.feed ?? []).slice(0, FEED_SHOWN);
  return (
    <Stack>
      <Welcome aria-labelledby="dashboard-greeting">
        <div>
          <h1 id="dashboard-greeting">Welcome back, {me.firstName}!</h1>
          <p>Here is your corner of MomStride. Take a breath, take a step — you deserve time for yourself today.</p>
        </div>
        <WelcomeArt />
      </Welcome>

      {me.hasPendingAdminRequest ? <PendingAdminNotice /> : null}

      <Grid>
        <MainStack>
          <Panel aria-labelledby="snapshot-title">
            <PanelHeader icon={<BriefcaseIcon />} id="snapshot-title" title="Your business snapshot" />
            <Facts>
              <div>
                <dt>Business</dt>
                <dd>{me.businessName || notSet}</dd>
              </div>
              <div>
                <dt>Category</dt>
                <dd>{me.businessCategory ? businessCategoryLabels[me.businessCategory] : notSet}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>
                  {location ? (
                    <>
                      <MapPinIcon width={16} height={16} style={{ display: 'inline', verticalAlign: '-2px' }} />{' '}
                      {location}
                    </>
                  ) : (
                    notSet
                  )}
                </dd>
              </div>
              <div>
                <dt>Years in business</dt>
                <dd>{me.yearsInBusiness ?? notSet}</dd>
              </div>
            </Facts>
            {me.businessDescription ? <Description>{me.businessDescription}</Description> : null}
            <Since>
              <CalendarIcon width={18} height={18} /> Member since {formatDate(me.createdAt)}
            </Since>
          </Panel>
          <Panel aria-labelledby="feed-title">
            <PanelHeader icon={<ChatHeartIcon />} id="feed-title" title="Community Feed" />
            <PostList
              posts={feed}
              compact
              empty={
                <EmptyState icon={<SproutIcon />} title="The feed is quiet">
                  Be the first to share an update with the community.
                </EmptyState>
              }
            />
            <FeedFooter>
              <ButtonLink to={paths.profile} $variant="secondary">
                Share an Update
              </ButtonLink>
            </FeedFooter>
          </Panel>
        </MainStack>

        <SideStack>
          <Panel aria-labelledby="network-title">
            <PanelHeader icon={<UsersIcon />} id="network-title" title="Your network" />
            <Counts>
              <Link to={paths.followers} data-testid="followers-card">
                <strong>{me.followersCount}</strong>
                <span>{me.followersCount === 1 ? 'Follower' : 'Followers'}</span>
              </Link>
              <Link to={`${paths.followers}?tab=following`} data-testid="following-card">
                <strong>{me.followingCount}</strong>
                <span>Following</span>
              </Link>
            </Counts>
            <NetworkLinks>
              <Link to={paths.directory}>Find members in the directory</Link>
            </NetworkLinks>
          </Panel>
          <Panel aria-labelledby="story-title">
            <h2 id="story-title">Why we walk</h2>
            <Prompt>Read how MomStride started and the values that guide our community.</Prompt>
            <ButtonLink to={paths.about} $variant="secondary">
              Read Our Story
            </ButtonLink>
          </Panel>
        </SideStack>
      </Grid>
    </Stack>
  );
}
