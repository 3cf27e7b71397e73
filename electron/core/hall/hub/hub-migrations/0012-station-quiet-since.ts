import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/**
 * Since when, on the hub's clock, a station's hall process has said its station (the judging
 * thread) sends it nothing while the process itself still reaches the hub: "reachable, but quiet".
 * Null while the station answers.
 */
export function up(db: Database): void {
  addColumnIfMissing(db, 'stations', 'quiet_since');
}
