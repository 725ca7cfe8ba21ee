import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { ArrowLeftIcon } from './icons';
import { WalkingTrailIllustration } from './illustrations';
import { LogoMark } from './logo';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

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
    gap: 2rem;
    padding: 3rem;
    background: ${({ theme }) => theme.colors.plum800};
    color: #f6e9f0;
  }
`;

const SideArt = styled(WalkingTrailIllustration)`
  width: 100%;
  max-width: 460px;
  height: auto;
  margin: 0 auto;
  border-radius: 28px;
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.25);
`;

const SideQuote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.6rem;
    line-height: 1.3;
    color: #ffffff;
  }
  figcaption {
    margin-top: 0.8rem;
    color: #e9d2df;
  }
`;

const SideBrand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: 700;
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
  padding: 1.5rem 1.25rem 3rem;
  @media (min-width: 640px) {
    padding: 2.5rem 3rem 3rem;
  }
`;

const Back = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.45rem 0.7rem 0.45rem 0.45rem;
  margin-left: -0.45rem;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.plum700};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.plum100}; }
`;

const Card = styled.div`
  width: 100%;
  max-width: 440px;
  margin: auto;
  padding: 2rem 0 0;
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const MobileMark = styled(Link)`
  border-radius: 12px;
  @media (min-width: 900px) {
    display: none;
  }
`;

export const AuthTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  letter-spacing: -0.01em;
`;

export const AuthSubtitle = styled.p`
  margin-top: 0.5rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export const AuthForm = styled.form`
  display: grid;
  gap: 1.1rem;
  margin-top: 1.75rem;
`;

export const AuthFooterText = styled.p`
  margin-top: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  a { font-weight: 650; }
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
