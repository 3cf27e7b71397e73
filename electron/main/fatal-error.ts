import { app, dialog } from 'electron';

/**
 * Tells whoever is at the kiosk that the station cannot start, and why, then exits. Without a
 * station the kiosk cannot judge, so showing an empty screen would only hide the fault.
 */
export function failStartup(error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error('Challenge Station cannot start', error);
  dialog.showErrorBox('Challenge Station cannot start', `${reason}\n\nPlease call the director.`);
  app.exit(1);
}
