import styled from 'styled-components';
import { businessCategoryLabels } from '../../config/business-categories';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { AtIcon, GlobeIcon, LinkIcon } from '../icons';
import { Pill } from '../pill';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export const BusinessDetailsFragment = graphql(`
  fragment BusinessDetails on User {
    bio
    businessName
    businessCategory
    businessDescription
    websiteUrl
    instagramHandle
    facebookUrl
    linkedinUrl
    yearsInBusiness
    experienceLevel
    lookingFor
    offering
    interests
  }
`);

const Stack = styled.div`
  display: grid;
  gap: ${space[4]};
`;

const Bio = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space[3]};
  margin: 0;
  div {
    min-width: 0;
    padding: ${space[3]} ${space[3.5]};
    border-radius: ${radii.md};
    background: ${colors.sand100};
  }
  dt { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  dd { margin: ${space[0.5]} 0 0; font-weight: ${fontWeights.strong}; color: ${colors.plum900}; overflow-wrap: anywhere; }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[1.5]};
    font-weight: ${fontWeights.semibold};
    color: ${colors.plum700};
    overflow-wrap: anywhere;
  }
  svg { width: 18px; height: 18px; flex: none; }
`;

const Subhead = styled.h3`
  font-size: ${fontSizes.md};
  margin-bottom: ${space[1.5]};
`;

const Interests = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${colors.inkSoft};
`;

const displayUrl = (url: string) => url.replace(/\/$/, '');

/** About and business: bio, business facts, links, what she looks for and offers, interests. */
export function BusinessDetails({ user: ref, emptyText }: { user: FragmentType<typeof BusinessDetailsFragment>; emptyText: string }) {
  const user = getFragmentData(BusinessDetailsFragment, ref);
  const facts = [
    { label: 'Business', value: user.businessName },
    { label: 'Category', value: user.businessCategory ? businessCategoryLabels[user.businessCategory] : null },
    { label: 'Years in business', value: user.yearsInBusiness === null || user.yearsInBusiness === undefined ? null : String(user.yearsInBusiness) },
    { label: 'Experience', value: user.experienceLevel },
  ].filter((f): f is { label: string; value: string } => Boolean(f.value));
  const links = [
    user.websiteUrl ? { href: user.websiteUrl, label: displayUrl(user.websiteUrl), icon: <GlobeIcon />, name: 'Website' } : null,
    user.instagramHandle
      ? { href: `https://instagram.com/${user.instagramHandle.replace(/^@/, '')}`, label: `@${user.instagramHandle.replace(/^@/, '')}`, icon: <AtIcon />, name: 'Instagram' }
      : null,
    user.facebookUrl ? { href: user.facebookUrl, label: 'Facebook', icon: <LinkIcon />, name: 'Facebook' } : null,
    user.linkedinUrl ? { href: user.linkedinUrl, label: 'LinkedIn', icon: <LinkIcon />, name: 'LinkedIn' } : null,
  ].filter((l) => l !== null);
  const empty = !user.bio && facts.length === 0 && !user.businessDescription && links.length === 0 && !user.lookingFor && !user.offering && user.interests.length === 0;
  if (empty) return <Muted>{emptyText}</Muted>;
  return (
    <Stack>
      {user.bio ? <Bio>{user.bio}</Bio> : null}
      {facts.length > 0 ? (
        <Facts>
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </Facts>
      ) : null}
      {user.businessDescription ? <Bio>{user.businessDescription}</Bio> : null}
      {links.length > 0 ? (
        <Links aria-label="Links">
          {links.map((l) => (
            <li key={l.name}>
              <a href={l.href} target="_blank" rel="noopener noreferrer nofollow">
                {l.icon}
                {l.label}
              </a>
            </li>
          ))}
        </Links>
      ) : null}
      {user.lookingFor ? (
        <div>
          <Subhead>Looking for</Subhead>
          <p>{user.lookingFor}</p>
        </div>
      ) : null}
      {user.offering ? (
        <div>
          <Subhead>Offering</Subhead>
          <p>{user.offering}</p>
        </div>
      ) : null}
      {user.interests.length > 0 ? (
        <div>
          <Subhead>Interests</Subhead>
          <Interests>
            {user.interests.map((interest) => (
              <li key={interest}>
                <Pill $tone="sand">{interest}</Pill>
              </li>
            ))}
          </Interests>
        </div>
      ) : null}
    </Stack>
  );
}
