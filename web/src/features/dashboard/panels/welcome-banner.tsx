import styled from 'styled-components';
import { SunriseBadge } from '../../../components/sunrise-badge';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { colors, fontSizes, fonts, radii, space } from '../../../styles/theme';

export const WelcomeBannerFragment = graphql(`
  fragment WelcomeBanner on Query {
    me {
      id
      firstName
    }
  }
`);

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${space[8]} ${space[6]};
  border-radius: ${radii.xl};
  background:
    radial-gradient(circle at 95% 0%, rgba(243, 165, 140, 0.45), transparent 45%),
    linear-gradient(135deg, ${colors.plum800}, ${colors.plum700});
  color: #f6e8f0;
  @media (min-width: 640px) {
    padding: ${space[10]};
  }
  > div { position: relative; z-index: 1; }
  h1 {
    color: #ffffff;
    font-family: ${fonts.display};
    font-size: clamp(1.8rem, 4.5vw, 2.5rem);
    letter-spacing: -0.01em;
  }
  p {
    margin-top: ${space[2.5]};
    max-width: 40rem;
    font-size: ${fontSizes.lg};
  }
`;

const Art = styled(SunriseBadge)`
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

/** The greeting at the top of the dashboard, by first name. */
export function WelcomeBanner({ query }: { query: FragmentType<typeof WelcomeBannerFragment> }) {
  const { me } = getFragmentData(WelcomeBannerFragment, query);
  return (
    <Banner aria-labelledby="dashboard-greeting">
      <div>
        <h1 id="dashboard-greeting">Welcome back, {me.firstName}!</h1>
        <p>Here is your corner of MomStride. Take a breath, take a step — you deserve time for yourself today.</p>
      </div>
      <Art />
    </Banner>
  );
}
