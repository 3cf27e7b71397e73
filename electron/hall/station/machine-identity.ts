import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Random per process: tells a restarted station from two processes of one station at once. */
export const INSTANCE_ID = randomUUID();

function machineFile(): string {
  for (const path of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
    try {
      return readFileSync(path, 'utf8').trim();
    } catch {
      // Not Linux, or not readable: the host name alone.
    }
  }
  return '';
}

/**
 * A digest of the station machine's identity (its host name and OS machine id), so the hub can tell two
 * machines publishing as one station without learning either identity.
 */
export const MACHINE_ID = createHash('sha256')
  .update(`${hostname()}\n${machineFile()}`)
  .digest('hex')
  .slice(0, 16);
