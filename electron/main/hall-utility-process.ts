// The kiosk's hall process: Electron's utility process, since the kiosk's binary does not run as
// Node (its runAsNode fuse is off, so child_process.fork cannot start it). The child's end is
// process.parentPort (parent-channel.ts); Electron ends the child with the app.
import { utilityProcess } from 'electron';
import type { FromHallProcess, ToHallProcess } from '../hall/station/hall-process-messages.ts';
import { HALL_PROCESS_EXEC_ARGV, type SpawnHallProcess } from '../hall/station/hall-process-spawn.ts';

export const spawnHallUtilityProcess: SpawnHallProcess = (entry, data) => {
  const child = utilityProcess.fork(entry, [JSON.stringify(data)], {
    serviceName: 'Challenge Station hall link',
    execArgv: [...HALL_PROCESS_EXEC_ARGV],
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
  const exited = new Promise<string | null>((resolve) => {
    child.once('exit', (code: number) => {
      state = 'ended';
      resolve(code === 0 ? null : `exit code ${code}`);
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
