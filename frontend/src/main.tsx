import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App, createAppRouter } from './app/app';
import { initI18n } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The first paint waits for the common texts of the chosen language (one small chunk); the router starts
// then, since the first page's route module loads its own texts.
void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
});
