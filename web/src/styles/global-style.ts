import { createGlobalStyle } from 'styled-components';
import { colors, fonts } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.sand100};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    margin: 0;
    line-height: 1.2;
    color: ${colors.plum900};
  }
  p { margin: 0; }
  a { color: ${colors.coral700}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
