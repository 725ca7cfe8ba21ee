import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { ArrowLeftIcon } from './icons';
import { WalkingTrailIllustration } from './illustrations';
import { LogoMark } from './logo';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { colors, fontSizes, fontWeights, fonts, radii, space } from '../styles/theme';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr);
  }
`;

const Side = styled.aside`
  display: none;
  @media (min-width: 900px) {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    gap: ${space[8]};
    padding: ${space[12]};
    background: ${colors.plum800};
    color: #f6e9f0;
  }
`;

const SideArt = styled(WalkingTrailIllustration)`
  width: 100%;
  max-width: 460px;
  height: auto;
  margin: 0 auto;
  border-radius: ${radii.xl};
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.25);
`;

const SideQuote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 1.6rem;
    line-height: 1.3;
    color: #ffffff;
  }
  figcaption {
    margin-top: ${space[3]};
    color: #e9d2df;
  }
`;

const SideBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2.5]};
  font-family: ${fonts.display};
  font-weight: ${fontWeights.bold};
  font-size: 1.35rem;
  color: #ffffff;
  svg {
    border-radius: 10px;
    box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.28);
  }
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  padding: ${space[6]} ${space[5]} ${space[12]};
  @media (min-width: 640px) {
    padding: ${space[10]} ${space[12]} ${space[12]};
  }
`;

const Back = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  padding: ${space[2]} ${space[3]} ${space[2]} ${space[2]};
  margin-left: -${space[2]};
  border-radius: ${radii.pill};
  color: ${colors.plum700};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover { background: ${colors.plum100}; }
`;

const Card = styled.div`
  width: 100%;
  max-width: 440px;
  margin: auto;
  padding: ${space[8]} 0 0;
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
`;

const MobileMark = styled(Link)`
  border-radius: ${radii.md};
  @media (min-width: 900px) {
    display: none;
  }
`;

export const AuthTitle = styled.h1`
  font-family: ${fonts.display};
  font-size: ${fontSizes['3xl']};
  letter-spacing: -0.01em;
`;

export const AuthSubtitle = styled.p`
  margin-top: ${space[2]};
  color: ${colors.inkSoft};
`;

export const AuthForm = styled.form`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[7]};
`;

export const AuthFooterText = styled.p`
  margin-top: ${space[6]};
  text-align: center;
  color: ${colors.inkSoft};
  a { font-weight: ${fontWeights.strong}; }
`;

/** Frame of the sign-in, registration and password screens. */
export function AuthLayout({
  children,
  backTo = paths.landing,
  backLabel = 'Back to Home',
}: {
  children: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Page>
      <SkipLink />
      <Side aria-label="About MomStride">
        <SideBrand>
          <LogoMark /> MomStride
        </SideBrand>
        <SideArt />
        <SideQuote>
          <blockquote>“Motherhood should not mean putting yourself last.”</blockquote>
          <figcaption>Walk, talk and grow with mom entrepreneurs near you.</figcaption>
        </SideQuote>
      </Side>
      <Main id={MAIN_CONTENT_ID}>
        <TopRow>
          <Back to={backTo}>
            <ArrowLeftIcon width={20} height={20} />
            {backLabel}
          </Back>
          <MobileMark to={paths.landing} aria-label="MomStride home">
            <LogoMark size={40} />
          </MobileMark>
        </TopRow>
        <Card>
          {children}
        </Card>
      </Main>
    </Page>
  );
}
