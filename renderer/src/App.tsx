import { useState } from 'react';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { Console } from './console/Console.tsx';
import { Kiosk } from './kiosk/Kiosk.tsx';

/**
 * The station's screen: the players' kiosk, or the director console in its place. Each is mounted
 * afresh when it takes over, so the console leaves nothing behind (its session token is in its own
 * state) and the kiosk reloads the director's settings on its return.
 */
export function App({ api }: { readonly api: StationApi }) {
  const [view, setView] = useState<'kiosk' | 'console'>('kiosk');
  return view === 'kiosk' ? (
    <Kiosk api={api} onOpenConsole={() => setView('console')} />
  ) : (
    <Console api={api} onClose={() => setView('kiosk')} />
  );
}
