import styled, { css } from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Container } from '../../components/container';
import { ArrowRightIcon, HeartIcon, SparkleIcon, SproutIcon } from '../../components/icons';
import { WalkingTrailIllustration } from '../../components/illustrations';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { offers, type Offer } from './offers';
import { colors, fontSizes, fontWeights, fonts, radii, shadows, space } from '../../styles/theme';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${space[12]} 0 ${space[16]};
  background:
    radial-gradient(circle at 85% 10%, rgba(243, 165, 140, 0.35), transparent 45%),
    radial-gradient(circle at 0% 100%, rgba(132, 64, 111, 0.12), transparent 40%),
    ${colors.sand50};
  @media (min-width: 900px) {
    padding: ${space[20]} 0 ${space[24]};
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${space[10]};
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: 1.05fr 0.95fr;
    gap: ${space[14]};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[1.5]} ${space[3.5]};
  border-radius: ${radii.pill};
  background: ${colors.plum100};
  color: ${colors.plum800};
  font-weight: ${fontWeights.strong};
  font-size: ${fontSizes.sm};
`;

const HeroTitle = styled.h1`
  margin-top: ${space[4]};
  font-family: ${fonts.display};
  font-size: clamp(2.25rem, 6vw, 3.6rem);
  letter-spacing: -0.02em;
  line-height: 1.08;
  em {
    font-style: italic;
    color: ${colors.coral700};
  }
`;

const Lead = styled.p`
  margin-top: ${space[5]};
  max-width: 36rem;
  font-size: ${fontSizes.lg};
  color: ${colors.inkSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[8]};
`;

const Pillars = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2.5]} ${space[6]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  color: ${colors.plum800};
  font-weight: ${fontWeights.semibold};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[1.5]};
  }
  svg { color: ${colors.coral600}; }
`;

const Art = styled(WalkingTrailIllustration)`
  width: 100%;
  height: auto;
  filter: drop-shadow(0 24px 40px rgba(58, 25, 52, 0.16));
`;

const Section = styled.section<{ $tone?: 'sand' | 'white' }>`
  padding: ${space[16]} 0;
  background: ${({ $tone = 'white', theme }) => ($tone === 'sand' ? theme.colors.sand100 : theme.colors.white)};
  @media (min-width: 900px) {
    padding: ${space[24]} 0;
  }
`;

const SectionHead = styled.div`
  max-width: 40rem;
  margin: 0 auto ${space[12]};
  text-align: center;
  h2 {
    font-family: ${fonts.display};
    font-size: clamp(1.75rem, 4vw, 2.4rem);
    letter-spacing: -0.01em;
  }
  p {
    margin-top: ${space[3]};
    color: ${colors.inkSoft};
    font-size: ${fontSizes.lg};
  }
`;

const OfferGrid = styled.ul`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1000px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const toneColors = {
  coral: css`background: ${colors.coral100}; color: ${colors.coral700};`,
  plum: css`background: ${colors.plum100}; color: ${colors.plum700};`,
  sage: css`background: ${colors.sage100}; color: ${colors.sage700};`,
  gold: css`background: ${colors.gold100}; color: #8a5a12;`,
};

const OfferCard = styled.li`
  padding: ${space[7]};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.sand50};
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${shadows.md};
  }
  h3 {
    margin-top: ${space[4]};
    font-size: ${fontSizes.xl};
  }
  p {
    margin-top: ${space[2]};
    color: ${colors.inkSoft};
  }
`;

const OfferIcon = styled.span<{ $tone: Offer['tone'] }>`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 16px;
  ${({ $tone }) => toneColors[$tone]}
`;

const Steps = styled.ol`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    position: relative;
    padding: ${space[7]} ${space[7]} ${space[7]} ${space[20]};
    border-radius: ${radii.lg};
    background: ${colors.white};
    box-shadow: ${shadows.sm};
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 1.5rem;
    top: 1.6rem;
    display: grid;
    place-items: center;
    width: 2.3rem;
    height: 2.3rem;
    border-radius: 50%;
    background: ${colors.plum700};
    color: ${colors.white};
    font-weight: ${fontWeights.bold};
  }
  h3 { font-size: ${fontSizes.lg}; }
  p { margin-top: ${space[1.5]}; color: ${colors.inkSoft}; }
`;

const QuoteBanner = styled.section`
  padding: ${space[20]} 0;
  background:
    radial-gradient(circle at 10% 20%, rgba(243, 165, 140, 0.28), transparent 40%),
    linear-gradient(135deg, ${colors.plum800}, ${colors.plum700});
  color: #f8ecf3;
  text-align: center;
  blockquote {
    margin: 0 auto;
    max-width: 46rem;
    font-family: ${fonts.display};
    font-size: clamp(1.75rem, 4.5vw, 2.75rem);
    line-height: 1.2;
    color: #ffffff;
  }
  p {
    max-width: 38rem;
    margin: ${space[4]} auto 0;
    color: #f0dde8;
    font-size: ${fontSizes.lg};
  }
`;

const BannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
  margin-top: ${space[8]};
`;

const OutlineLight = styled(ButtonLink)`
  background: transparent;
  color: #ffffff;
  border-color: rgba(255, 255, 255, 0.8);
  &:not(:disabled):hover { background: rgba(255, 255, 255, 0.12); }
`;

export function LandingPage() {
  return (
    <>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID}>
        <Hero aria-labelledby="hero-title">
          <HeroGrid>
            <div>
              <Eyebrow>
                <SparkleIcon width={16} height={16} /> A community for mom entrepreneurs
              </Eyebrow>
              <HeroTitle id="hero-title">
                Put yourself first. Grow stronger, <em>one mile at a time.</em>
              </HeroTitle>
              <Lead>
                MomStride helps moms put self-care first, build community and grow stronger mentally, physically and
                emotionally, one mile at a time — with walking events, wellness goals and a network of mom
                entrepreneurs who have your back.
              </Lead>
              <Actions>
                <ButtonLink to={paths.register} $size="lg">
                  Join Our Community <ArrowRightIcon width={20} height={20} />
                </ButtonLink>
                <ButtonLink to={paths.shop} $size="lg" $variant="secondary">
                  Shop Merchandise
                </ButtonLink>
              </Actions>
              <Pillars aria-label="What grows here">
                <li><SproutIcon width={20} height={20} /> Mentally</li>
                <li><HeartIcon width={20} height={20} /> Physically</li>
                <li><SparkleIcon width={20} height={20} /> Emotionally</li>
              </Pillars>
            </div>
            <Art />
          </HeroGrid>
        </Hero>

        <Section aria-labelledby="offers-title">
          <Container>
            <SectionHead>
              <h2 id="offers-title">Everything you need to thrive</h2>
              <p>Your wellbeing and your business grow best side by side. Here is what MomStride offers.</p>
            </SectionHead>
            <OfferGrid>
              {offers.map(({ title, text, Icon, tone }) => (
                <OfferCard key={title}>
                  <OfferIcon $tone={tone}>
                    <Icon width={26} height={26} />
                  </OfferIcon>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </OfferCard>
              ))}
            </OfferGrid>
          </Container>
        </Section>

        <Section $tone="sand" aria-labelledby="steps-title">
          <Container>
            <SectionHead>
              <h2 id="steps-title">Your first steps</h2>
              <p>No experience needed — just comfortable shoes and a little time for you.</p>
            </SectionHead>
            <Steps>
              <li>
                <h3>Join the community</h3>
                <p>Create your free account and tell us about you and your business.</p>
              </li>
              <li>
                <h3>Walk together</h3>
                <p>Show up to a walking event or challenge and meet moms who get it.</p>
              </li>
              <li>
                <h3>Grow stronger</h3>
                <p>Track your wellness goals, share your wins and grow your business with support.</p>
              </li>
            </Steps>
          </Container>
        </Section>

        <QuoteBanner aria-label="Our belief">
          <Container>
            <blockquote>“Motherhood should not mean putting yourself last”</blockquote>
            <p>We started MomStride so that caring for yourself is part of the plan — not an afterthought.</p>
            <BannerActions>
              <OutlineLight to={paths.about} $size="lg">
                Read Our Story
              </OutlineLight>
              <ButtonLink to={paths.register} $size="lg" $variant="light">
                Get Started Today
              </ButtonLink>
            </BannerActions>
          </Container>
        </QuoteBanner>
      </main>
      <PublicFooter />
    </>
  );
}
