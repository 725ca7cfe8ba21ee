import { Link } from 'react-router';
import styled from 'styled-components';
import { UsersIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

export const NetworkPanelFragment = graphql(`
  fragment NetworkPanel on Query {
    me {
      id
      followersCount
      followingCount
    }
  }
`);

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

const DirectoryLink = styled.p`
  margin-top: 1rem;
  text-align: center;
  a { font-weight: 650; color: ${({ theme }) => theme.colors.plum700}; }
`;

/** Followers and following counts, each opening its list, and the way to the directory. */
export function NetworkPanel({ query }: { query: FragmentType<typeof NetworkPanelFragment> }) {
  const { me } = getFragmentData(NetworkPanelFragment, query);
  return (
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
      <DirectoryLink>
        <Link to={paths.directory}>Find members in the directory</Link>
      </DirectoryLink>
    </Panel>
  );
}
