import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preventContextMenu } from './no-context-menu.ts';
import { stationApi } from './station-api.ts';
import './kiosk/kiosk.css';

preventContextMenu(window);
const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App api={stationApi()} />
  </StrictMode>,
);
