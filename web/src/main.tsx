import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first screen's code is requested now, all of it at once, while React starts.
preloadRoute(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
