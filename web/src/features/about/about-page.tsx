import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Container } from '../../components/container';
import { SunriseBadge } from '../../components/sunrise-badge';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { supportAreas, values, type AboutItem } from './about-content';
import { cardSurface } from '../../styles/surface';
import { colors, controlHeights, fontSizes, fontWeights, fonts, radii, space } from '../../styles/theme';

const Intro = styled.section`
  padding: ${space[14]} 0 ${space[12]};
  background:
    radial-gradient(circle at 90% 0%, rgba(243, 165, 140, 0.3), transparent 45%),
    ${colors.sand50};
  border-bottom: 1px solid ${colors.border};
`;

const IntroGrid = styled(Container)`
  display: grid;
  gap: ${space[8]};
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: 1fr auto;
  }
`;

const Kicker = styled.p`
  color: ${colors.coral700};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: ${fontSizes.sm};
`;

const Title = styled.h1`
  margin-top: ${space[2.5]};
  font-family: ${fonts.display};
  font-size: clamp(2rem, 5vw, 3rem);
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin-top: ${space[4]};
  max-width: 42rem;
  font-size: ${fontSizes.lg};
  color: ${colors.inkSoft};
`;

const Badge = styled(SunriseBadge)`
  width: 160px;
  height: 160px;
  display: none;
  @media (min-width: 900px) {
    display: block;
  }
`;

const Block = styled.section<{ $flushTop?: boolean }>`
  padding: ${({ $flushTop }) => ($flushTop ? '0 0 3.5rem' : '3.5rem 0')};
`;

const Story = styled(Container)`
  display: grid;
  gap: ${space[6]};
  @media (min-width: 900px) {
    grid-template-columns: 0.8fr 1.2fr;
    gap: ${space[12]};
  }
  h2 {
    font-family: ${fonts.display};
    font-size: ${fontSizes['3xl']};
  }
  p + p { margin-top: ${space[4]}; }
  p { color: ${colors.ink}; font-size: ${fontSizes.lg}; }
`;

const SectionTitle = styled.h2`
  font-family: ${fonts.display};
  font-size: ${fontSizes['3xl']};
  margin-bottom: ${space[6]};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $tone: 'plum' | 'coral' }>`
  padding: ${space[6]};
  ${cardSurface}
  svg {
    width: ${controlHeights.md};
    height: ${controlHeights.md};
    padding: 10px;
    border-radius: 14px;
    background: ${({ $tone, theme }) => ($tone === 'plum' ? theme.colors.plum100 : theme.colors.coral100)};
    color: ${({ $tone, theme }) => ($tone === 'plum' ? theme.colors.plum700 : theme.colors.coral700)};
  }
  h3 { margin-top: ${space[4]}; font-size: ${fontSizes.lg}; }
  p { margin-top: ${space[1.5]}; color: ${colors.inkSoft}; }
`;

const Cta = styled.section`
  margin: ${space[12]} 0 0;
  padding: ${space[10]} ${space[6]};
  border-radius: ${radii.xl};
  background: linear-gradient(135deg, ${colors.plum800}, ${colors.plum700});
  color: #f6e8f0;
  text-align: center;
  h2 {
    color: #ffffff;
    font-family: ${fonts.display};
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  p { margin: ${space[3]} auto 0; max-width: 34rem; }
`;

const CtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
  margin-top: ${space[6]};
`;

function ItemGrid({ items, tone }: { items: AboutItem[]; tone: 'plum' | 'coral' }) {
  return (
    <Grid>
      {items.map(({ title, text, Icon }) => (
        <Card key={title} $tone={tone}>
          <Icon />
          <h3>{title}</h3>
          <p>{text}</p>
        </Card>
      ))}
    </Grid>
  );
}

export function AboutPage() {
  const { user } = useSession();
  return (
    <>
      <Intro aria-labelledby="about-title">
        <IntroGrid>
          <div>
            <Kicker>Our mission</Kicker>
            <Title id="about-title">Helping moms put themselves back on the list</Title>
            <Lead>
              MomStride exists to help mothers who run businesses put self-care first, build real community and grow
              stronger mentally, physically and emotionally — one mile at a time.
            </Lead>
          </div>
          <Badge />
        </IntroGrid>
      </Intro>

      <Block aria-labelledby="story-title">
        <Story>
          <h2 id="story-title">Our story</h2>
          <div>
            <p>
              MomStride began with a handful of mom entrepreneurs who kept meeting the same way: squeezing in a walk
              between school runs and client calls, trading advice on pricing and toddlers in the same breath.
            </p>
            <p>
              Those walks became the most important hour of the week. We found that moving together, talking openly
              and cheering each other on made us better mothers and better business owners. MomStride brings that
              hour to every mom who needs it — because motherhood should not mean putting yourself last.
            </p>
          </div>
        </Story>
      </Block>

      <Block aria-labelledby="values-title" $flushTop>
        <Container>
          <SectionTitle id="values-title">What we value</SectionTitle>
          <ItemGrid items={values} tone="plum" />
        </Container>
      </Block>

      <Block aria-labelledby="support-title" $flushTop>
        <Container>
          <SectionTitle id="support-title">How we support you</SectionTitle>
          <ItemGrid items={supportAreas} tone="coral" />
          <Cta aria-labelledby="about-cta-title">
            <h2 id="about-cta-title">Take your first stride with us</h2>
            <p>Walk with moms near you, set goals that fit your life and grow your business with people who care.</p>
            <CtaActions>
              {user ? null : (
                <ButtonLink to={paths.register} $size="lg" $variant="light">
                  Join Our Community
                </ButtonLink>
              )}
              <ButtonLink to={paths.events} $size="lg">
                Explore Walking Events
              </ButtonLink>
            </CtaActions>
          </Cta>
        </Container>
      </Block>
    </>
  );
}
