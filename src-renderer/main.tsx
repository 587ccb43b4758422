import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bridge } from './platform/bridge.ts';
import './styles/app.css';
import './styles/daily.css';
import './styles/review.css';
import './styles/timesheet.css';
import './styles/calendar.css';
import './styles/favorites.css';
import './styles/layout.css';
import './styles/mini.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App bridge={bridge} />
  </StrictMode>,
);
