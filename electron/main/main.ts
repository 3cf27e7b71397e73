// The kiosk's main process. This file only wires: each module below does one job.
import { app, dialog, Menu, powerSaveBlocker, session } from 'electron';
import { watchLog } from '../core/log/log-watch.ts';
import { defaultDataDir } from '../core/station/data-dir.ts';
import { startStationHallControl } from '../hall/station/station-hall-control.ts';
import { StationHandlers } from '../handlers/station-handlers.ts';
import { rendererUrl } from './app-paths.ts';
import { setupContentSecurityPolicy } from './content-security-policy.ts';
import { failStartup } from './fatal-error.ts';
import { spawnHallUtilityProcess } from './hall-utility-process.ts';
import { setupIpc } from './ipc.ts';
import { openKioskStation } from './kiosk-station.ts';
import { allowClose, createKioskWindow, focusKioskWindow, getKioskWindow } from './kiosk-window.ts';
import { setupLockdown } from './lockdown.ts';
import { denyAllPermissions } from './permissions.ts';
import { claimSingleInstance } from './single-instance.ts';

function onReady(): void {
  // No menu: its accelerators (reload, devtools, quit…) would bypass the kiosk's key filter.
  Menu.setApplicationMenu(null);
  denyAllPermissions(session.defaultSession);
  setupContentSecurityPolicy(session.defaultSession);
  const station = openKioskStation();
  station.prepare();
  // The whole chain in the background; the database files as soon as the folder reports one removed,
  // and every 2 s besides. A problem stops judging.
  const watch = watchLog(station.recorder, { onProblem: (problem) => console.error(problem) });
  // A station that joined a hall publishes its committed entries in the background; judging never waits.
  const hall = startStationHallControl(
    station,
    defaultDataDir(),
    (line) => console.log(line),
    {},
    spawnHallUtilityProcess,
  );
  // However the kiosk quits (the console's Quit, the system's shutdown, SIGTERM, the window closed by
  // the OS), the hall link first publishes what is pending (5 s at most) and sends its last state,
  // saying if something is left; only then does the station close and the app quit.
  let closed = false;
  let closing: Promise<void> | null = null;
  app.on('will-quit', (event) => {
    if (closed) return;
    // Not in a hall: nothing to send, the station closes at once as the app quits.
    if (closing === null && !hall.linked()) {
      closed = true;
      watch.stop();
      void hall.stop();
      station.close();
      return;
    }
    event.preventDefault();
    closing ??= (async () => {
      watch.stop();
      await hall.stop().catch((error: unknown) => {
        console.error(`hall: ${(error as Error).message}`);
      });
      station.close();
      closed = true;
      app.quit();
    })();
  });
  const handlers = new StationHandlers(station, {
    hallLink: hall,
    pickPath: async (kind) => {
      const window = getKioskWindow();
      const options: Electron.OpenDialogOptions = {
        properties: [kind === 'folder' ? 'openDirectory' : 'openFile'],
      };
      const picked = await (window === null
        ? dialog.showOpenDialog(options)
        : dialog.showOpenDialog(window, options));
      return picked.canceled ? null : (picked.filePaths[0] ?? null);
    },
    // Only a director's console session reaches this: the window's close guard stays on otherwise.
    quit: () => {
      allowClose();
      app.quit();
    },
  });
  setupIpc(handlers, getKioskWindow, rendererUrl());
  createKioskWindow();
  // A kiosk that blanks between challenges looks switched off.
  powerSaveBlocker.start('prevent-display-sleep');
}

if (claimSingleInstance(focusKioskWindow)) {
  setupLockdown();
  // Players cannot quit (no menu, shortcuts blocked, nothing in the page can ask), so a quit comes
  // from the system (shutdown, logout, SIGTERM) and must not be stopped by the window's close guard.
  app.on('before-quit', allowClose);
  app.on('window-all-closed', () => {
    app.quit();
  });
  app.whenReady().then(onReady).catch(failStartup);
} else {
  app.quit();
}
