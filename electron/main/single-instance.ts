import { app } from 'electron';

/**
 * Makes this the only running Challenge Station: two would share one log and fight over the screen.
 * Returns false if another instance already runs (it is focused instead); this one must then quit.
 */
export function claimSingleInstance(focusExisting: () => void): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', () => {
    focusExisting();
  });
  return true;
}
