// The hall process keeps off the core the station's judging thread runs on. Measured on a
// 2-core machine (2026-11-29, commit 4cdd4bd, bench/README.md): with a backlog's hall process on the
// judging thread's core, the slowest verdicts were 2–4× slower, though each verdict's own CPU time
// did not change: it waited longer for its commit. With the same hall process on the other core, no
// slower than with no hall at all. SCHED_IDLE alone does not give that: the scheduler counts a core
// that runs only SCHED_IDLE work as free and wakes the judging thread on it. So the hall process
// looks, twice a second, at which core the judging thread last ran on, and narrows its own threads
// to the others. The judging thread itself is never pinned: the kiosk's threads go where the
// system puts them, and the hall follows.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error('no CPU in the thread status');
  const fields = stat.slice(close + 2).split(' ');
  const cpu = fields[36] === undefined || fields[36] === '' ? Number.NaN : Number(fields[36]);
  if (!Number.isInteger(cpu) || cpu < 0) throw new Error('no CPU in the thread status');
  return cpu;
}

/** The CPUs the hall process keeps to: every online one but the judging thread's; null if none is left. */
export function coresBeside(online: readonly number[], judging: number): number[] | null {
  const others = online.filter((cpu) => cpu !== judging);
  return others.length === 0 ? null : others;
}

/**
 * The machine's online CPUs, where a process can be kept to some of them: Linux, taskset, two or
 * more. A cpuset that allows fewer is the kernel's to apply: it runs a process on the CPUs both
 * allow, and refuses a list they share none of (said as taskset failing, below).
 */
function onlineCores(taskset = TASKSET): number[] | null {
  if (process.platform !== 'linux' || !existsSync(taskset)) return null;
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
function keepTo(pid: number, cores: readonly number[], done: (ok: boolean) => void, command = TASKSET): void {
  const taskset = spawn(command, ['--all-tasks', '--cpu-list', '--pid', cores.join(','), String(pid)], {
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

/** The CPUs each thread of process `pid` may run on now; a thread that ended meanwhile is left out. */
export function threadCpuLists(pid: number | 'self'): number[][] {
  const lists: number[][] = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
      lists.push(parseCpuList(/^Cpus_allowed_list:\s*(\S+)$/mu.exec(status)?.[1] ?? ''));
    } catch {
      // ended between the listing and the read
    }
  }
  return lists;
}

/** The running watch: stopped with the hall process. */
export interface JudgingCoreAvoidance {
  readonly stop: () => void;
}

/**
 * Keeps this process's threads off the core the judging thread (the main thread of `judgingPid`)
 * last ran on. Null where there is nothing to keep off: not Linux, no taskset, one online CPU.
 *
 * Each look checks every thread's own CPUs, not what was last asked for: the station's placement
 * may land after this process's own, a CPU taken offline and back resets them, and taskset stops
 * at a thread that ends while it goes through them. Where taskset fails three times for one
 * judging core (a cpuset that allows only that core), it is said once and not tried again until the
 * judging thread moves. Where the station's process cannot be seen (a PID namespace of its own, as a
 * sandboxed Electron child could be; not checked with the kiosk's utility process, which cannot run
 * here), nothing is done. `taskset` is util-linux's; a test passes one that refuses.
 */
export function avoidJudgingCore(
  judgingPid: number,
  onEvent: (line: string) => void,
  taskset = TASKSET,
): JudgingCoreAvoidance | null {
  if (!Number.isInteger(judgingPid) || judgingPid <= 0) return null;
  if (onlineCores(taskset) === null) return null;
  let busy = false;
  let failures = 0;
  let givenUpFor: number | null = null;
  let refusalSaid = false;
  const look = () => {
    const judging = judgingCoreOf(judgingPid);
    // Ended: this process ends with its station (parent-channel.ts).
    if (busy || judging === null || judging === givenUpFor) return;
    if (threadCpuLists('self').every((cores) => !cores.includes(judging))) return;
    const online = onlineCores(taskset);
    const cores = online === null ? null : coresBeside(online, judging);
    if (cores === null) return;
    busy = true;
    keepTo(
      process.pid,
      cores,
      (ok) => {
        busy = false;
        if (ok) {
          failures = 0;
          givenUpFor = null;
          return;
        }
        failures += 1;
        if (failures < 3) return; // looked at again in half a second
        failures = 0;
        givenUpFor = judging;
        if (refusalSaid) return;
        refusalSaid = true;
        onEvent(`hall: the hall process could not keep off CPU ${judging}, where the station judges`);
      },
      taskset,
    );
  };
  look();
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
