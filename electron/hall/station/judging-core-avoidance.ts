// The hall process keeps off the core the station's judging thread runs on (issue 28). Measured on
// this house's 2-core machine (bench/README.md, session 21): with a backlog's hall process on the
// judging thread's core, the slowest verdicts were 2–4× slower, though each verdict's own CPU time
// did not change: it waited longer for its commit. With the same hall process on the other core, no
// slower than with no hall at all. SCHED_IDLE alone does not give that: the scheduler counts a core
// that runs only SCHED_IDLE work as free and wakes the judging thread on it. So the hall process
// looks, twice a second, at which core the judging thread last ran on, and narrows its own threads
// to the others. The judging thread itself is never pinned: the kiosk's threads go where the
// system puts them, and the hall follows.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** util-linux's taskset, essential on Debian: by its full path, never found through PATH. */
const TASKSET = '/usr/bin/taskset';

/** How often the hall process looks where the judging thread runs. */
const LOOK_EVERY_MS = 500;

/** The CPUs a kernel CPU list names ("0-3,6" is 0, 1, 2, 3 and 6), in order. */
export function parseCpuList(text: string): number[] {
  const cpus = new Set<number>();
  for (const part of text.trim().split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/u.exec(part);
    if (range === null) throw new Error(`not a CPU list: "${text.trim()}"`);
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    if (last < first) throw new Error(`not a CPU list: "${text.trim()}"`);
    for (let cpu = first; cpu <= last; cpu += 1) cpus.add(cpu);
  }
  return [...cpus].sort((a, b) => a - b);
}

/** The CPU a thread last ran on, from its /proc/PID/task/TID/stat (field 39, "processor"). */
export function lastCpuOf(stat: string): number {
  // The command, field 2, is in parentheses and may hold spaces and parentheses of its own: the
  // fields after it start past its last ')'. Field 3 is then index 0, field 39 index 36.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = fields[36] === undefined || fields[36] === '' ? Number.NaN : Number(fields[36]);
  if (!Number.isInteger(cpu) || cpu < 0) throw new Error('no CPU in the thread status');
  return cpu;
}

/** The CPUs the hall process keeps to: every online one but the judging thread's; null if none is left. */
export function coresBeside(online: readonly number[], judging: number): number[] | null {
  const others = online.filter((cpu) => cpu !== judging);
  return others.length === 0 ? null : others;
}

/** The machine's online CPUs, where a process can be kept to some of them: Linux, taskset, two or more. */
function onlineCores(): number[] | null {
  if (process.platform !== 'linux' || !existsSync(TASKSET)) return null;
  try {
    const online = parseCpuList(readFileSync('/sys/devices/system/cpu/online', 'utf8'));
    return online.length < 2 ? null : online;
  } catch {
    return null;
  }
}

/** The CPU the main thread of `pid` last ran on; null once it has ended. */
function judgingCoreOf(pid: number): number | null {
  try {
    return lastCpuOf(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Narrows every thread of `pid` to `cores` (taskset); `done` says whether it took. */
function keepTo(pid: number, cores: readonly number[], done: (ok: boolean) => void): void {
  const taskset = spawn(TASKSET, ['--all-tasks', '--cpu-list', '--pid', cores.join(','), String(pid)], {
    stdio: 'ignore',
  });
  taskset.once('error', () => done(false));
  taskset.once('exit', (code) => done(code === 0));
}

/**
 * From the judging process, as it starts its hall process `pid`: puts it off this thread's core at
 * once, so a hall process that starts during a busy round does not load and connect beside the
 * verdicts for the second it takes to look for itself. Its own watch keeps it there after.
 */
export function placeOffJudgingCore(pid: number): void {
  const online = onlineCores();
  const judging = judgingCoreOf(process.pid);
  if (online === null || judging === null) return;
  const cores = coresBeside(online, judging);
  if (cores !== null) keepTo(pid, cores, () => undefined);
}

/** The running watch: stopped with the hall process. */
export interface JudgingCoreAvoidance {
  readonly stop: () => void;
}

/**
 * Keeps this process's threads off the core the judging thread (the main thread of `judgingPid`)
 * last ran on. Null where there is nothing to keep off: not Linux, no taskset, one core. A core
 * taskset may not take (a cpuset that does not allow it) is said once; the hall runs on where it is.
 */
export function avoidJudgingCore(
  judgingPid: number,
  onEvent: (line: string) => void,
): JudgingCoreAvoidance | null {
  if (!Number.isInteger(judgingPid) || judgingPid <= 0) return null;
  const online = onlineCores();
  if (online === null) return null;
  let triedFor: number | null = null;
  let busy = false;
  let failures = 0;
  let refusalSaid = false;
  const look = () => {
    const judging = judgingCoreOf(judgingPid);
    // Ended: this process ends with its station (parent-channel.ts).
    if (busy || judging === null || judging === triedFor) return;
    const cores = coresBeside(online, judging);
    if (cores === null) return;
    triedFor = judging;
    busy = true;
    keepTo(process.pid, cores, (ok) => {
      busy = false;
      if (ok) {
        failures = 0;
        return;
      }
      // Tried again at the next look: taskset fails outright when one of this process's threads
      // ends while it goes through them. Said once, when it keeps failing.
      triedFor = null;
      failures += 1;
      if (failures < 3 || refusalSaid) return;
      refusalSaid = true;
      onEvent(
        `hall: the hall process could not keep to cores ${cores.join(',')}; it may share the judging core`,
      );
    });
  };
  look();
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
