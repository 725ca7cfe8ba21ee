import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { BadgeKind } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { ChatHeartIcon, EditIcon, SparkleIcon, UserPlusIcon, UsersIcon } from '../icons';
import { colors, fontSizes, radii, space } from '../../styles/theme';

/** Drawn icons per badge kind (the catalogue's emoji needs an emoji font, which not every device has). */
const kindIcons: Record<BadgeKind, typeof SparkleIcon> = {
  welcome: SparkleIcon,
  first_post: EditIcon,
  first_follow: UserPlusIcon,
  connector: UsersIcon,
  storyteller: ChatHeartIcon,
};

export const BadgeChipFragment = graphql(`
  fragment BadgeChip on Badge {
    id
    kind
    name
    description
    icon
    awardedAt
  }
`);

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: flex;
  align-items: center;
  gap: ${space[2.5]};
  padding: ${space[2]} ${space[3.5]} ${space[2]} ${space[2]};
  border-radius: ${radii.pill};
  background: ${colors.gold100};
  border: 1px solid #ecd5a4;
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${colors.white};
    color: ${colors.coral700};
    font-size: 1.1rem;
    svg { width: 20px; height: 20px; }
  }
  strong { display: block; font-size: ${fontSizes.sm}; color: ${colors.plum900}; line-height: 1.3; }
  small { display: block; font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; line-height: 1.3; }
`;

const None = styled.p`
  color: ${colors.inkSoft};
`;

/** Milestone badges as a row of chips; the description is read out and shown on hover. */
export function BadgesRow({
  badges: badgeRefs,
  emptyText,
}: {
  badges: ReadonlyArray<FragmentType<typeof BadgeChipFragment>>;
  emptyText: string;
}) {
  const badges = getFragmentData(BadgeChipFragment, badgeRefs);
  if (badges.length === 0) return <None>{emptyText}</None>;
  return (
    <Row>
      {badges.map((badge) => {
        const KindIcon = kindIcons[badge.kind] as (typeof kindIcons)[BadgeKind] | undefined;
        return (
        <Chip key={badge.id} title={badge.description}>
          <span aria-hidden="true">{KindIcon ? <KindIcon /> : badge.icon}</span>
          <span>
            <strong>{badge.name}</strong>
            <small>
              <span className="visually-hidden">{badge.description}. </span>
              Earned {formatDay(badge.awardedAt)}
            </small>
          </span>
        </Chip>
        );
      })}
    </Row>
  );
}
