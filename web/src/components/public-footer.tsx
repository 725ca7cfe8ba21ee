import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { Container } from './container';
import { Logo } from './logo';
import { colors, fontSizes, fontWeights, space } from '../styles/theme';

const Foot = styled.footer`
  background: ${colors.plum900};
  color: #f1e4ec;
  padding: ${space[12]} 0 ${space[8]};
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${space[8]};
  @media (min-width: 900px) {
    grid-template-columns: 1.4fr 1fr;
    align-items: start;
  }
`;

const Blurb = styled.p`
  margin-top: ${space[3.5]};
  max-width: 34rem;
  color: #e6d3df;
`;

const Links = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space[2.5]} ${space[6]};
  }
  a {
    color: #ffffff;
    text-decoration: none;
    font-weight: ${fontWeights.semibold};
    &:hover { text-decoration: underline; }
  }
`;

const Small = styled.p`
  margin-top: ${space[10]};
  padding-top: ${space[5]};
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  font-size: ${fontSizes.sm};
  color: #dcc6d4;
`;

/** Footer of the signed-out pages with its links (docs/product.md, Landing). */
export function PublicFooter() {
  return (
    <Foot>
      <Grid>
        <div>
          <Logo to={paths.landing} light />
          <Blurb>
            A community where mom entrepreneurs put self-care first, lift each other up and grow stronger — mentally,
            physically and emotionally — one mile at a time.
          </Blurb>
        </div>
        <Links aria-label="Footer">
          <ul>
            <li><Link to={paths.about}>About Us</Link></li>
            <li><Link to={paths.shop}>Shop</Link></li>
            <li><Link to={paths.login}>Sign In</Link></li>
            <li><Link to={paths.register}>Join Our Community</Link></li>
          </ul>
        </Links>
      </Grid>
      <Container>
        {/* data-current-year: the prerendered landing page's script sets the year the page is read in. */}
        <Small>
          © <span data-current-year="">{new Date().getFullYear()}</span> MomStride. Made with care for moms who build.
        </Small>
      </Container>
    </Foot>
  );
}
