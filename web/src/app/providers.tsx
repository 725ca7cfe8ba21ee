import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { apolloClient } from '../lib/session';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { Toasts } from './toasts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Toasts />
        {children}
      </ThemeProvider>
    </ApolloProvider>
  );
}
