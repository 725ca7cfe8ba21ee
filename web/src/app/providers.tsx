import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { Toasts } from './toasts';

/** What every screen sits in. The GraphQL client is not here: it comes with the screens that use it (api-boundary). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Toasts />
      {children}
    </ThemeProvider>
  );
}
