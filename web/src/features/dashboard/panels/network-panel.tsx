import { Link } from 'react-router';
import styled from 'styled-components';
import { UsersIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { colors, fontSizes, fontWeights, radii, space } from '../../../styles/theme';

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
  gap: ${space[3.5]};
  a {
    display: block;
    padding: ${space[4]};
    border-radius: ${radii.md};
    background: ${colors.plum100};
    text-align: center;
    text-decoration: none;
    border: 2px solid transparent;
    transition: border-color 0.15s ease, background-color 0.15s ease;
    &:hover { border-color: ${colors.plum600}; background: #efdcea; }
  }
  strong {
    display: block;
    font-size: ${fontSizes['3xl']};
    color: ${colors.plum800};
    line-height: 1.1;
  }
  span { color: ${colors.plum800}; font-weight: ${fontWeights.semibold}; }
`;

const DirectoryLink = styled.p`
  margin-top: ${space[4]};
  text-align: center;
  a { font-weight: ${fontWeights.strong}; color: ${colors.plum700}; }
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
