import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultQuery, fetchGraphQL } from './explorer.ts';
import { headerlessStorage } from './headerless-storage.ts';
import './explorer.css';

const container = document.getElementById('explorer');
if (!container) throw new Error('The explorer page has no #explorer element');
const storage = headerlessStorage(window.localStorage);

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetchGraphQL}
      defaultQuery={defaultQuery}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
      // Tokens typed into the headers editor stay in this tab: never written to localStorage. The storage itself
      // drops headers too (tab state, history), since GraphiQL writes them there whatever this setting says.
      storage={storage}
      shouldPersistHeaders={false}
      showPersistHeadersSettings={false}
    >
      <GraphiQL.Logo>MomStride GraphQL explorer</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
