import { hubIsRunning } from '../../core/hall/hub/hub-lock.ts';

/**
 * What a command that changed what the hub carries (`hall set`, `hall designate`) says about when
 * the stations get it: now if a hub runs on the folder, else when one starts. Telling a director the
 * running hub carries it when none runs would leave every station on the old value unnoticed.
 */
export function carryNotice(hubDir: string, what: string): string {
  return hubIsRunning(hubDir)
    ? `The running hub carries ${what} to every station within seconds.`
    : `Stored: no hub is running on ${hubDir}; it carries ${what} to every station when it starts (hall start).`;
}
