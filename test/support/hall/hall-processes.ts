// The stations' hall processes as Linux's /proc shows them (hall-link-process.ts): for the tests
// that check they run at idle priority and end with their station, and for the hall bench's memory.
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/PID/stat (or a task's) after the command name: [0] is field 3, the state. */
export function statFields(path: string): string[] {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The pids of the hall processes `parentPid` started. */
export function hallProcesses(parentPid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/u.test(name))
    .filter((pid) => {
      try {
        return (
          Number(statFields(`/proc/${pid}/stat`)[1]) === parentPid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('hall-link-process')
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}
