import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { apolloClient } from '../lib/session/session-client';

/** Screens below talk to the API: the GraphQL client is downloaded with the first of them, not with the landing page. */
export function ApiBoundary() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
