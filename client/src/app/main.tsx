import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppServices } from './App';
import { followTheme } from './theme';

followTheme();

const { client, router } = createAppServices();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
