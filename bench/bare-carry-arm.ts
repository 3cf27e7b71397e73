// An arm of the hall bench's stress (blocks-in-turn.ts) in which bare JetStream carries the
// stations' verdicts instead of the hall: bare-jetstream-load.ts, one process a station as the
// hall's are, started for each block on the hub's core, at the rate the stress judges at. What
// the least possible hall costs a verdict on the bench's machine, beside which the hall's own cost can be
// read.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Arm } from './blocks-in-turn.ts';

/** What the bare stream acknowledged over the arm's blocks, and how long they ran. */
export interface BareCarried {
  entries: number;
  messages: number;
  failed: number;
  seconds: number;
}

export interface BareCarryOptions {
  /** The bare nats-server's port (TLS, the hub's certificate) and its CA certificate's file. */
  readonly port: number;
  readonly caFile: string;
  /** One process a station, each with one connection. */
  readonly stations: number;
  /** The core the load runs on (the hub's), or null where the cores are not pinned. */
  readonly core: number | null;
  /** Entries a second to carry in the next block: the stress's own rate so far. */
  readonly rate: () => number;
}

/** The next line `child` prints, or null once its output has ended. */
export function nextLine(child: ChildProcess): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end < 0) return;
      child.stdout?.off('data', onData);
      child.stdout?.off('end', onEnd);
      resolve(text.slice(0, end));
    };
    const onEnd = () => resolve(null);
    child.stdout?.on('data', onData);
    child.stdout?.once('end', onEnd);
  });
}

/** The arm, and what its blocks carried so far (filled in as each block stops). */
export function bareCarryArm(options: BareCarryOptions): { arm: Arm; carried: BareCarried } {
  const carried: BareCarried = { entries: 0, messages: 0, failed: 0, seconds: 0 };
  let loads: ChildProcess[] = [];
  let started = 0;
  const script = join(import.meta.dirname, 'bare-jetstream-load.ts');
  const arm: Arm = {
    start: async () => {
      const argv = [
        script,
        String(options.port),
        options.caFile,
        String(options.rate() / options.stations),
        '1',
      ];
      loads = Array.from({ length: options.stations }, () =>
        options.core === null
          ? spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'] })
          : spawn('taskset', ['-c', String(options.core), process.execPath, ...argv], {
              stdio: ['ignore', 'pipe', 'inherit'],
            }),
      );
      const said = await Promise.all(loads.map(nextLine));
      if (said.some((line) => line !== 'ready')) {
        // No stop follows a start that failed: none of its processes may be left publishing.
        for (const load of loads) load.kill('SIGKILL');
        loads = [];
        throw new Error('the bare JetStream load did not start');
      }
      started = performance.now();
      await sleep(200);
    },
    stop: async () => {
      const said = loads.map(nextLine);
      for (const load of loads) load.kill('SIGTERM');
      for (const line of await Promise.all(said)) {
        const counts = JSON.parse(line ?? '{}') as { entries?: number; messages?: number; failed?: number };
        carried.entries += counts.entries ?? 0;
        carried.messages += counts.messages ?? 0;
        carried.failed += counts.failed ?? 0;
      }
      if (loads.length > 0) carried.seconds += (performance.now() - started) / 1000;
      loads = [];
    },
  };
  return { arm, carried };
}
