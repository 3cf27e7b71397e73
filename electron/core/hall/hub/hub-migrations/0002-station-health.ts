import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/** Each station's health as it last reported it (JSON of the state message's `health`). */
export function up(db: Database): void {
  addColumnIfMissing(db, 'stations', 'health');
}
