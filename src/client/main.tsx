import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRouteData } from './app/routing/prefetch-route-data';
import { queryClient } from './lib/query-client';
import './styles.css';

prefetchRouteData(queryClient, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
