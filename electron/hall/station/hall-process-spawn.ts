// How the station starts its hall process (hall-link-process.ts) and talks to it. Node's own
// child_process.fork here, for the web station; the Electron kiosk, whose binary does not run as
// Node (its runAsNode fuse is off), passes Electron's utilityProcess instead
// (electron/main/hall-utility-process.ts). Both carry structured clones, Uint8Array included.
import { fork } from 'node:child_process';
import { entryFile } from '../../core/app-root.ts';
import type { FromHallProcess, HallProcessData, ToHallProcess } from './hall-process-messages.ts';

/** The hall process as the station sees it. */
export interface HallProcess {
  send(message: ToHallProcess): void;
  onMessage(listener: (message: FromHallProcess) => void): void;
  /** Called once, when the process has ended: null after a clean exit, else how it ended. */
  onExit(listener: (failure: string | null) => void): void;
  /** Ends it at once (it did not stop when asked). */
  kill(): void;
}

/** Starts the hall process from its file with what it needs to know. */
export type SpawnHallProcess = (entry: string, data: HallProcessData) => HallProcess;

/**
 * V8's semi-spaces (the young generation's halves) capped for the hall process. At Node's default
 * it held 270 MB by the end of a 30,000-entry catch-up, when it sent one message an entry; capped
 * at 1 MiB, 190 MB. Since it sends runs, a window in flight (about half a megabyte) outlives each
 * collection: at 1 MiB, a 100,000-entry catch-up took 651 collections (535 ms on its main thread
 * alone), its CPU 2.5–3.6 s, 203 MB at its peak; at 8 MiB, 72 (119 ms), 1.9–2.7 s and 150 MB. An
 * idle one holds more: about 123 MiB against 110 in one bench run each (bench/README.md).
 * Node only: Electron passes no V8 flag to a utility process.
 */
const HALL_PROCESS_EXEC_ARGV: readonly string[] = ['--max-semi-space-size=8'];

/** The hall process's file: in the source, or beside the bundle (main.js's, or the CLI's). */
export function hallProcessEntry(): string {
  return entryFile('electron/hall/station/hall-link-process.ts');
}

/** The hall process as a Node child: its data as its one argument, messages over its IPC channel. */
export const forkHallProcess: SpawnHallProcess = (entry, data) => {
  const child = fork(entry, [JSON.stringify(data)], {
    serialization: 'advanced',
    execArgv: [...HALL_PROCESS_EXEC_ARGV],
    // Its lines reach the station as 'event' messages; a crash's own words go to the station's stderr.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<string | null>((resolve) => {
    child.once('exit', (code, signal) =>
      resolve(code === 0 ? null : signal === null ? `exit code ${code ?? '?'}` : `ended by ${signal}`),
    );
    // Not started at all (no such file, no memory): 'exit' may never come. Later errors are sends
    // to a child that has just died, before its channel is seen closed: its 'exit' says it ended.
    child.on('error', (error) => {
      if (child.pid === undefined) resolve(error.message);
    });
  });
  return {
    send: (message) => {
      if (child.connected) child.send(message, undefined, undefined, () => undefined);
    },
    onMessage: (listener) => child.on('message', (message) => listener(message as FromHallProcess)),
    onExit: (listener) => void exited.then(listener),
    kill: () => {
      child.kill('SIGKILL');
    },
  };
};
