// What a process has used so far, as Linux's /proc shows it: for the hall bench's figures of the
// hub, its nats-server and the stations' hall processes.
import { readFileSync, writeFileSync } from 'node:fs';
import { statFields } from '../test/support/hall/hall-processes.ts';

/** A /proc/PID/status field in kB (VmRSS, VmHWM…), in MiB; NaN when the field is not there. */
function statusMiB(pid: number, field: string): number {
  const line = new RegExp(`^${field}:\\s+(\\d+) kB`, 'mu').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

/** Its resident memory now, in MiB. */
export function rssMiB(pid: number): number {
  return statusMiB(pid, 'VmRSS');
}

/** The most resident memory it held since it started or since {@link resetPeakRss}, in MiB. */
export function peakRssMiB(pid: number): number {
  return statusMiB(pid, 'VmHWM');
}

/**
 * Starts its peak resident memory again from what it holds now (Linux 4.0 and later: 5 written to
 * clear_refs); false where that cannot be done (not this user's process).
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Its CPU time so far, in ms (user and system). */
export function cpuMs(pid: number): number {
  // utime and stime (fields 14 and 15), in the kernel's 100 ticks a second.
  const fields = statFields(`/proc/${pid}/stat`);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
