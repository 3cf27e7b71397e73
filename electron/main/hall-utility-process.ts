// The kiosk's hall process: Electron's utility process, since the kiosk's binary does not run as
// Node (its runAsNode fuse is off, so child_process.fork cannot start it). The child's end is
// process.parentPort (parent-channel.ts), which also ends the child if the kiosk's process is gone.
import { utilityProcess } from 'electron';
import type { FromHallProcess, ToHallProcess } from '../hall/station/hall-process-messages.ts';
import type { SpawnHallProcess } from '../hall/station/hall-process-spawn.ts';

export const spawnHallUtilityProcess: SpawnHallProcess = (entry, data) => {
  const child = utilityProcess.fork(entry, [JSON.stringify(data)], {
    serviceName: 'Challenge Station hall link',
    stdio: 'inherit',
  });
  // What is sent before the child has started waits for it; nothing is sent to one that has ended.
  let state: 'starting' | 'running' | 'ended' = 'starting';
  const waiting: ToHallProcess[] = [];
  child.once('spawn', () => {
    if (state !== 'starting') return;
    state = 'running';
    for (const message of waiting.splice(0)) child.postMessage(message);
  });
  // A V8 fatal error in the child: said as the link's end, never an unhandled 'error' in the kiosk.
  let fatal: string | null = null;
  child.on('error', (type: string, location: string) => {
    fatal = `${type} at ${location}`;
  });
  const exited = new Promise<string | null>((resolve) => {
    child.once('exit', (code: number) => {
      state = 'ended';
      resolve(fatal ?? (code === 0 ? null : `exit code ${code}`));
    });
  });
  return {
    send: (message) => {
      if (state === 'running') child.postMessage(message);
      else if (state === 'starting') waiting.push(message);
    },
    onMessage: (listener) => child.on('message', (message: unknown) => listener(message as FromHallProcess)),
    onExit: (listener) => void exited.then(listener),
    kill: () => {
      child.kill();
    },
  };
};
