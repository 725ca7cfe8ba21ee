import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import { Container } from './container';
import { Logo } from './logo';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.plum900};
  color: #f1e4ec;
  padding: 3rem 0 2rem;
`;

const Grid = styled(Container)`
  display: grid;
  gap: 2rem;
  @media (min-width: 900px) {
    grid-template-columns: 1.4fr 1fr;
    align-items: start;
  }
`;

const Blurb = styled.p`
  margin-top: 0.9rem;
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
    gap: 0.6rem 1.5rem;
  }
  a {
    color: #ffffff;
    text-decoration: none;
    font-weight: 600;
    &:hover { text-decoration: underline; }
  }
`;

const Small = styled.p`
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
