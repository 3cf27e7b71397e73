import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/**
 * What each station last said of the hall's truth it holds (JSON of the state message's `hall`):
 * its designated list received, receiving or refused, and settings changed at the station.
 */
export function up(db: Database): void {
  addColumnIfMissing(db, 'stations', 'hall_report');
}
