import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hallClient } from './hall-client.ts';
import { HallView } from './HallView.tsx';
import './hall.css';
import './players.css';

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <HallView api={hallClient(window.location, window.history)} />
  </StrictMode>,
);
