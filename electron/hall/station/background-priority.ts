// The hall process gives way to everything else on the station's machine: the judging thread above
// all, but also what the hall process's own V8 runs beside it (its garbage collector's and
// compiler's helper threads), which a priority set on one thread does not reach. Measured on a
// 2-core machine (2026-11-27, commit 3f16595, bench/README.md): a hall link catching up a backlog on a thread
// of the station's process at nice 19 still made the slowest verdicts 7× slower, through those
// helpers; the same work in a process of its own under SCHED_IDLE, not measurably.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** util-linux's chrt, essential on Debian: by its full path, never found through PATH. */
const CHRT = '/usr/bin/chrt';

/** How the process now yields: SCHED_IDLE, the lowest nice value, or not at all (not allowed). */
export type BackgroundPriority = 'idle' | 'nice' | 'unchanged';

/**
 * Lowers this whole process to the background. On Linux, SCHED_IDLE for every thread it has
 * (`chrt --all-tasks --idle`); threads it starts later inherit it. Such a process runs when a core
 * would otherwise idle and gets a sliver (weight 3 of a normal thread's 1024) when none does, so a
 * machine kept busy slows the hall, never stops it. Without chrt, nice 19 on each thread; on other
 * systems, the process's lowest priority.
 */
export function lowerToBackground(): BackgroundPriority {
  if (process.platform === 'linux') {
    if (existsSync(CHRT)) {
      const chrt = spawnSync(CHRT, ['--all-tasks', '--idle', '--pid', '0', String(process.pid)], {
        stdio: 'ignore',
        timeout: 5_000,
      });
      if (chrt.status === 0) return 'idle';
    }
    try {
      // On Linux a nice value is each thread's own: every thread there is now, by its id.
      for (const tid of readdirSync('/proc/self/task'))
        setPriority(Number(tid), constants.priority.PRIORITY_LOW);
      return 'nice';
    } catch {
      return 'unchanged';
    }
  }
  try {
    setPriority(constants.priority.PRIORITY_LOW);
    return 'nice';
  } catch {
    return 'unchanged';
  }
}
