import styled from 'styled-components';
import { BriefcaseIcon, CalendarIcon, MapPinIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { businessCategoryLabels } from '../../../config/business-categories';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { Muted } from './panel-text';
import { colors, fontSizes, fontWeights, radii, space } from '../../../styles/theme';

export const BusinessSnapshotPanelFragment = graphql(`
  fragment BusinessSnapshotPanel on Query {
    me {
      id
      businessName
      businessCategory
      businessDescription
      locationCity
      locationState
      yearsInBusiness
      createdAt
    }
  }
`);

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]};
  margin: 0;
  div {
    min-width: 0;
    padding: ${space[3.5]} ${space[3.5]};
    border-radius: ${radii.md};
    background: ${colors.sand100};
  }
  dt {
    font-size: ${fontSizes.sm};
    color: ${colors.inkSoft};
  }
  dd {
    margin: ${space[0.5]} 0 0;
    font-weight: ${fontWeights.strong};
    color: ${colors.plum900};
  }
`;

const Description = styled.p`
  margin-top: ${space[4]};
  color: ${colors.ink};
`;

const Since = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[4]};
  color: ${colors.inkSoft};
  svg { flex: none; }
`;

const notSet = <Muted>Not added yet</Muted>;

function formatMonth(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** The member's business at a glance, from her profile, and how long she has been a member. */
export function BusinessSnapshotPanel({ query }: { query: FragmentType<typeof BusinessSnapshotPanelFragment> }) {
  const { me } = getFragmentData(BusinessSnapshotPanelFragment, query);
  const location = [me.locationCity, me.locationState].filter(Boolean).join(', ');
  return (
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
                <MapPinIcon width={16} height={16} style={{ display: 'inline', verticalAlign: '-2px' }} /> {location}
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
        <CalendarIcon width={18} height={18} /> Member since {formatMonth(me.createdAt)}
      </Since>
    </Panel>
  );
}
