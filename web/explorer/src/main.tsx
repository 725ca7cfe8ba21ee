import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultQuery, fetchGraphQL } from './explorer.ts';
import './explorer.css';

const container = document.getElementById('explorer');
if (!container) throw new Error('The explorer page has no #explorer element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetchGraphQL}
      defaultQuery={defaultQuery}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
      // Tokens typed into the headers editor stay in this tab: never written to localStorage.
      shouldPersistHeaders={false}
      showPersistHeadersSettings={false}
    >
      <GraphiQL.Logo>MomStride GraphQL explorer</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
