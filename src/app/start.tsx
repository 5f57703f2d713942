// First, before React DOM is evaluated: the office lookup and the next part's code start downloading.
import './startup/early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { holdEarlyFailures, loadErrorReporting } from './error-reporting';
import { textsReady } from './i18n';
import { HOST_OFFICE } from './startup/host-office';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

holdEarlyFailures();

// In Dutch the common texts are bundled and this is at once; another language fetches its own
// first. Without them (offline) the portal still starts, in Dutch.
void textsReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  loadErrorReporting(HOST_OFFICE);
});
