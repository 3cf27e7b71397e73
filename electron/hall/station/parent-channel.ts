// The hall process's end of its channel to the station that started it (hall-process-spawn.ts):
// Electron's process.parentPort in the kiosk's utility process, Node's IPC channel otherwise. The
// channel is a private pipe from the station's own process, which alone started this one.
import type { FromHallProcess, HallProcessData, ToHallProcess } from './hall-process-messages.ts';

/** Electron's port to the parent in a utility process, as much of it as is used here. */
interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

export interface ParentChannel {
  /** What the station started this process with. */
  readonly data: HallProcessData;
  send(message: FromHallProcess): void;
  onMessage(listener: (message: ToHallProcess) => void): void;
  /** Sends `message` last and ends this process once it has gone. */
  sendLastAndExit(message: FromHallProcess): void;
}

/** How often the hall process looks that the station that started it is still there. */
const PARENT_LOOK_MS = 1_000;

/**
 * Ends this process once the station that started it is gone, however it went (killed -9
 * included): left running, it would go on publishing beside the station's next start. A process
 * whose parent ends is given another, so a changed parent pid says so, on every system and for
 * both kinds of channel; Node's IPC channel also says it at once ('disconnect').
 */
function endWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, PARENT_LOOK_MS).unref();
}

/** The channel this process was started with; throws when it was started any other way. */
export function parentChannel(): ParentChannel {
  const argument = process.argv[2];
  if (argument === undefined) throw new Error('hall-link-process runs only as a station’s hall process');
  const data = JSON.parse(argument) as HallProcessData;
  endWithParent();
  const electronPort = (process as { parentPort?: ElectronParentPort }).parentPort;
  if (electronPort !== undefined) {
    return {
      data,
      send: (message) => electronPort.postMessage(message),
      onMessage: (listener) => electronPort.on('message', (event) => listener(event.data as ToHallProcess)),
      sendLastAndExit: (message) => {
        electronPort.postMessage(message);
        // Electron's port has no "sent" callback: a moment for the message to leave.
        setTimeout(() => process.exit(0), 100);
      },
    };
  }
  const send = process.send?.bind(process);
  if (send === undefined) throw new Error('hall-link-process runs only as a station’s hall process');
  // The station gone (closed, crashed, killed): nothing is left to publish for, and nobody to say it
  // to. Gone already before this line ran, 'disconnect' has been and gone: the channel says so.
  process.once('disconnect', () => process.exit(0));
  if (!process.connected) process.exit(0);
  return {
    data,
    // A send that fails (the station has just gone) is not an error to crash on: 'disconnect' ends us.
    send: (message) => {
      if (process.connected) send(message, undefined, undefined, () => undefined);
    },
    onMessage: (listener) => process.on('message', (message) => listener(message as ToHallProcess)),
    sendLastAndExit: (message) => {
      if (!process.connected) process.exit(0);
      send(message, undefined, undefined, () => process.exit(0));
    },
  };
}
