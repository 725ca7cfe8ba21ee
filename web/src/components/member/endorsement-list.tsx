import { Link } from 'react-router';
import styled from 'styled-components';
import { memberProfilePath } from '../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { Avatar } from '../avatar';
import { Pill } from '../pill';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

export const EndorsementItemFragment = graphql(`
  fragment EndorsementItem on Endorsement {
    id
    skill
    createdAt
    endorser {
      id
      firstName
      lastName
      businessName
      profilePicture
    }
  }
`);

const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-width: 0;
  div { min-width: 0; display: grid; gap: ${space[1]}; justify-items: start; }
  p { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  a { font-weight: ${fontWeights.strong}; color: ${colors.plum800}; }
`;

const None = styled.p`
  color: ${colors.inkSoft};
`;

/** Skills other members vouched for, with who vouched. */
export function EndorsementList({
  endorsements: refs,
  emptyText,
}: {
  endorsements: ReadonlyArray<FragmentType<typeof EndorsementItemFragment>>;
  emptyText: string;
}) {
  const endorsements = getFragmentData(EndorsementItemFragment, refs);
  if (endorsements.length === 0) return <None>{emptyText}</None>;
  return (
    <List>
      {endorsements.map(({ id, skill, endorser }) => (
        <Item key={id}>
          <Avatar firstName={endorser.firstName} lastName={endorser.lastName} picture={endorser.profilePicture} size={36} />
          <div>
            <Pill $tone="sage">{skill}</Pill>
            <p>
              Endorsed by{' '}
              <Link to={memberProfilePath(endorser.id)}>
                {endorser.firstName} {endorser.lastName}
              </Link>
              {endorser.businessName ? ` · ${endorser.businessName}` : ''}
            </p>
          </div>
        </Item>
      ))}
    </List>
  );
}
