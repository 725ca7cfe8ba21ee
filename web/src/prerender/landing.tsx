import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { LandingPage } from '../features/landing/landing-page';
import { paths } from '../config/paths';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

/**
 * The landing page as static HTML, rendered at build time (web/build/prerender-landing.ts): the same component the
 * app renders at /, in the same theme, with the styles it uses.
 */
export function renderLanding(): { markup: string; styleTags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <StaticRouter location={paths.landing}>
            <LandingPage />
          </StaticRouter>
        </ThemeProvider>,
      ),
    );
    return { markup, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
