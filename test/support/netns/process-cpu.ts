// A process's CPU time as the kernel counts it (/proc/PID/stat), for the hall tests that hold a
// station's hall process to a share of a core: Linux only, as the namespaced network is.
import { readFileSync } from 'node:fs';

/** The kernel's clock ticks a second (USER_HZ): 100 on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time `pid` has used so far, user and system, in ms (10 ms steps). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: the fields are counted after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), the 12th and 13th after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The pids of `pid`'s children (the station's hall process is its one child). */
export function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .map(Number);
}
